import LearnDemos
import LearnLanguage
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnLessons

/// The demos' own words, data keyed by id (`Messages/LANG/demos.txt`): every demo's summary,
/// every variant's summary (its part titles), every parameter's meaning and unit has its English
/// (the test demos too) and every shipped demo's has its Korean; neither file holds words for a
/// demo, variant, parameter or unit that is gone.
@Suite struct DemoWordsTests {
    /// Every key the words of the demos in `specs` need.
    static func keys(_ specs: [DemoSpec]) -> [String] {
        specs.flatMap { spec in
            [Catalogue.demoKey(spec.id)]
                + spec.variants.map { Catalogue.demoKey(spec.id, variant: $0.name) }
                + spec.parameters.map { Catalogue.demoKey(spec.id, parameter: $0.name) }
                + spec.parameters.compactMap { p in p.unit.map(Catalogue.unitKey) }
        }
    }

    static let shipped = keys(DemoCatalog.all)
    static let everyDemo = keys(DemoCatalog.all + InternalDemos.all)

    @Test("every demo, variant, parameter and unit has its English; every shipped one its Korean")
    func complete() {
        let english = Catalogue.demoEntries(.en), korean = Catalogue.demoEntries(.ko)
        let noEnglish = Self.everyDemo.filter { english[$0] == nil }
        #expect(noEnglish.isEmpty, "no English for:\n\(noEnglish.joined(separator: "\n"))")
        let noKorean = Self.shipped.filter { korean[$0] == nil }.map { "\($0): \(english[$0] ?? "")" }
        #expect(noKorean.isEmpty, "no Korean for:\n\(noKorean.joined(separator: "\n"))")
    }

    @Test("neither table holds words for a demo, variant, parameter or unit that is gone")
    func noneLeftOver() {
        let english = Catalogue.demoEntries(.en).keys.filter { !Self.everyDemo.contains($0) }.sorted()
        #expect(english.isEmpty, "\(english)")
        let korean = Catalogue.demoEntries(.ko).keys.filter { !Self.shipped.contains($0) }.sorted()
        #expect(korean.isEmpty, "\(korean)")
    }

    @Test("each summary and meaning is Korean, not English copied over")
    func korean() {
        for (key, words) in Catalogue.demoEntries(.ko) where !key.hasPrefix("unit ") {
            let hangul = words.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
            #expect(hangul, "\(key): \(words)")
            #expect(!EnglishLeaks.leaks(words), "\(key): \(words)")
        }
    }

    @Test("a part's title and a parameter's line are in the language asked for")
    func inTheLanguage() throws {
        let spec = try #require(DemoCatalog.named("barrier-array"))
        #expect(
            spec.summary(ofVariant: "barrier", in: .en) == "concurrent queue, sync reads, .barrier writes: reads share, a write is alone")
        #expect(spec.summary(ofVariant: "barrier", in: .ko) == "concurrent 큐, sync 읽기, .barrier 쓰기: 읽기는 함께, 쓰기는 혼자")
        #expect(spec.summary(ofVariant: "nope", in: .ko) == nil)
        let readers = try #require(spec.parameter(named: "readers"))
        let readTime = try #require(spec.parameter(named: "read_time"))
        #expect(spec.described(readers, in: .en) == "threads reading — default 3, 1…6 threads")
        #expect(spec.described(readers, in: .ko) == "읽는 스레드 수 — 기본값 3, 1…6개")
        #expect(spec.described(readTime, in: .ko) == "읽기 한 번에 걸리는 시간 (pace에 비례) — 기본값 0.25, 0.0…2.0초")
    }

    @Test("every part title of every demo fits 60 and 80 columns in Korean", arguments: [60, 80])
    func titlesFit(_ width: Int) {
        let renderer = LessonRenderer(options: RenderOptions(width: width, language: .ko))
        for spec in DemoCatalog.all {
            for variant in spec.variants {
                let title = renderer.partTitle(variant.name, summary: spec.summary(of: variant, in: .ko))
                #expect(KoreanWidthTests.overflowing(title, width: width).isEmpty, "\(title)")
                #expect(EnglishLeaks.lines(in: title).isEmpty, "\(title)")
            }
        }
    }
}
