import LearnDemos
import LearnLanguage
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnLessons

/// The demos' own words in Korean: every shipped demo's summary, every variant's summary (its
/// part titles), every parameter's meaning and unit has its Korean, and the table holds no
/// words for a demo, variant, parameter or unit that is gone.
@Suite struct DemoWordsTests {
    /// Every key a shipped demo's words need, with the English they translate.
    static let needed: [(key: String, english: String)] = DemoCatalog.all.flatMap { spec in
        [(Catalogue.demoKey(spec.id), spec.summary)]
            + spec.variants.map { (Catalogue.demoKey(spec.id, variant: $0.name), $0.summary) }
            + spec.parameters.map { (Catalogue.demoKey(spec.id, parameter: $0.name), $0.help) }
            + spec.parameters.compactMap { p in p.unit.map { (Catalogue.unitKey($0), $0) } }
    }

    @Test("every demo, variant, parameter and unit has its Korean")
    func complete() {
        let korean = Catalogue.demoEntries(.ko)
        let missing = Self.needed.filter { korean[$0.key] == nil }.map { "\($0.key): \($0.english)" }
        #expect(missing.isEmpty, "no Korean for:\n\(missing.joined(separator: "\n"))")
    }

    @Test("the Korean table holds no words for a demo, variant, parameter or unit that is gone")
    func noneLeftOver() {
        let keys = Set(Self.needed.map(\.key))
        let extra = Catalogue.demoEntries(.ko).keys.filter { !keys.contains($0) }.sorted()
        #expect(extra.isEmpty, "\(extra)")
    }

    @Test("each summary and meaning is Korean, not English copied over")
    func korean() {
        for (key, words) in Catalogue.demoEntries(.ko) where !key.hasPrefix("unit ") {
            let hangul = words.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
            #expect(hangul, "\(key): \(words)")
            #expect(!EnglishLeaks.leaks(words), "\(key): \(words)")
        }
    }

    @Test("a part's title and a parameter's line are in the language asked for; English as the demo wrote it")
    func inTheLanguage() throws {
        let spec = try #require(DemoCatalog.named("barrier-array"))
        #expect(
            spec.summary(ofVariant: "barrier", in: .en) == "concurrent queue, sync reads, .barrier writes: reads share, a write is alone")
        #expect(spec.summary(ofVariant: "barrier", in: .ko) == "concurrent 큐, sync 읽기, .barrier 쓰기: 읽기는 함께, 쓰기는 혼자")
        #expect(spec.summary(ofVariant: "nope", in: .ko) == nil)
        let readers = try #require(spec.parameter(named: "readers"))
        let readTime = try #require(spec.parameter(named: "read_time"))
        #expect(spec.described(readers, in: .en) == readers.described)
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
