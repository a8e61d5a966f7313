import LearnDemoProcess
import LearnDemos
import LearnRunner
import LearnTestSupport
import Testing

/// The judge's table stays true to the catalog, and the probe does what it says.
@Suite struct JudgeCaseTests {
    @Test func everyVisibleVariantAndTheProbeIsJudged() {
        let judged = Set(JudgeCase.all.map { "\($0.demo)/\($0.variant)" })
        for spec in DemoCatalog.all {
            for variant in spec.variants { #expect(judged.contains("\(spec.id)/\(variant.name)")) }
        }
        #expect(
            ["tsan-probe/safe", "tsan-probe/safe-mutex", "tsan-probe/data-race", "tsan-probe/race-condition"].allSatisfy(judged.contains))
    }

    @Test func quickSettingsNameDeclaredParametersWithValidValues() {
        for (demo, settings) in JudgeCase.quickSettings {
            guard let spec = DemoCatalog.runnable(demo) else {
                Issue.record("quickSettings names `\(demo)`, which is not a runnable demo")
                continue
            }
            for (name, value) in settings {
                guard let parameter = spec.parameter(named: name) else {
                    Issue.record("quickSettings gives `\(demo)` a parameter `\(name)` it does not declare")
                    continue
                }
                #expect(parameter.validate(value) == nil, "quickSettings[\(demo)][\(name)]")
            }
        }
    }

    @Test func probeSafeVariantLosesNothing() {
        let result = DemoRunner.forTests().run(
            RunRequest(
                demo: "tsan-probe", variant: "safe", parameters: ["updates": "2000"], pace: 0.01
            )
        ) { _ in }
        #expect(result.status == .finished)
        let values = Dictionary(result.trace.events.filter { $0.kind == .value }.map { ($0.label, $0.value) }) { a, _ in a }
        #expect(values["expected"] == 4000)
        #expect(values["actual"] == 4000)
        #expect(values["lost"] == 0)
    }
}
