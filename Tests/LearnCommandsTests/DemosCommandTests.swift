import LearnDemos
import LearnLanguage
import LearnLessons
import LearnTestSupport
import Testing

@testable import LearnCommands

@Suite struct DemosCommandTests {
    func output(_ arguments: [String], width: Int = 80) throws -> String {
        let capture = Capture()
        let session = capture.session()
        session.render.width = width
        let command = try #require(try LearnCommand.parseAsRoot(["demos"] + arguments) as? DemosCommand)
        try command.execute(in: session)
        return capture.out
    }

    @Test func listsEveryCatalogDemoAndNoInternalOne() throws {
        let out = try output([])
        let firstWords = Set(
            out.split(separator: "\n").compactMap { $0.first == " " ? nil : $0.split(separator: " ").first.map(String.init) })
        #expect(firstWords == Set(DemoCatalog.all.map(\.id)))
        for hidden in ["flood", "crash", "deadlock", "spin", "ticks", "overlap", "tsan-probe"] {
            #expect(!firstWords.contains(hidden))
        }
    }

    @Test(arguments: [60, 80, 100])
    func everyLineFitsTheWidth(_ width: Int) throws {
        var all = try output([], width: width)
        for spec in DemoCatalog.all { all += try output([spec.id], width: width) }
        let wide = all.split(separator: "\n").filter { $0.count > width }
        #expect(wide.isEmpty, "\(wide)")
    }

    @Test func showsVariantsParametersLabelsAndRegions() throws {
        let spec = try #require(DemoCatalog.named("barrier-array"))
        let out = try output(["barrier-array"])
        for variant in spec.variants { #expect(out.contains("  " + variant.name + " ")) }
        #expect(out.contains("[data race; finishes]"))
        #expect(out.contains("[safe; finishes]"))
        for parameter in spec.parameters {
            #expect(out.contains("  " + parameter.name + " "))
            #expect(out.contains("default \(parameter.defaultValue), \(parameter.accepts)"))
        }
        // each with its meaning and its unit
        #expect(out.contains("  readers     threads reading — default 3, 1…6 threads\n"))
        #expect(out.contains("  read_time   how long each read takes (scaled by pace) — default 0.25, 0.0…2.0\n              seconds\n"))
        for label in spec.labels { #expect(out.contains(label)) }
        let regions = SourceRegions.shippedRegions(ofDemo: "barrier-array").map(\.id)
        #expect(Set(regions) == ["barrier/queues", "barrier/read", "barrier/write"])
        for region in regions { #expect(out.contains(region)) }
    }

    /// A number that names something rather than counting it (a cell's number) has no unit.
    static let unitless: Set<String> = ["group.broken"]

    @Test func everyCountOrDurationDeclaresItsUnit() {
        for spec in DemoCatalog.all + InternalDemos.all {
            for p in spec.parameters {
                switch p.kind {
                case .int, .double:
                    let named = "\(spec.id).\(p.name)"
                    #expect((p.unit != nil) != Self.unitless.contains(named), "\(named) declares no unit")
                    #expect(spec.described(p, in: .en).hasSuffix(p.unit.map { " " + $0 } ?? p.accepts))
                case .bool, .choice:
                    #expect(p.unit == nil)
                }
            }
        }
    }

    @Test func everyRegionBelongsToOneDemoAtMost() {
        var owner: [String: String] = [:]
        for spec in DemoCatalog.all {
            for region in SourceRegions.shippedRegions(ofDemo: spec.id) {
                #expect(owner[region.id] == nil, "\(region.id) in \(spec.id) and \(owner[region.id] ?? "")")
                owner[region.id] = spec.id
            }
        }
        #expect(!owner.isEmpty)
    }

    @Test func regionsFlagPrintsEachRegionsText() throws {
        let out = try output(["barrier-array", "--regions"])
        for region in SourceRegions.shippedRegions(ofDemo: "barrier-array") {
            #expect(out.contains("region=\(region.id)"))
            let firstLine = try #require(region.text.split(separator: "\n").first)
            #expect(out.contains("    " + firstLine))
        }
    }

    @Test func anUnknownDemoIsAUsageErrorWithASuggestion() {
        let capture = Capture()
        #expect(LearnMain.main(["demos", "barrier-aray"], console: capture.console) == 64)
        #expect(capture.err == "learn: no demo `barrier-aray`; did you mean `barrier-array`?\n")
        #expect(capture.out.isEmpty)
    }
}
