import Foundation
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnPlay

/// A traced build made without the driver: the learner's file alone through the frontend,
/// the support code imported as a module compiled once, the linker called directly. What
/// the learner sees must not change: every print traced, a learner's own `print` and
/// `trace` winning, compile errors naming the file's lines as `swiftc` names them.
@Suite(.tags(.swiftc), .slow) struct DirectBuildTests {
    let home: String
    let playground: Playground

    init() throws {
        home = try TemporaryFolder.make("direct-build")
        playground = try Playground.forTests(cache: home)
    }

    @Test func theToolchainsPlanNamesTheFrontendAndALinker() throws {
        let plan = try #require(CompilePlan.make(playground.toolchain))
        #expect(plan.frontend[0].hasSuffix("swift-frontend") && plan.frontend.contains(CompilePlan.input))
        #expect(plan.link.contains(CompilePlan.object) && plan.link.contains(CompilePlan.libraries))
        #expect(FileManager.default.isExecutableFile(atPath: plan.link[0]))
    }

    @Test func theJudgedPlanNamesTheFrontendAndBothLinks() throws {
        let plan = try #require(JudgedPlan.make(playground.toolchain))
        #expect(plan.frontend[0].hasSuffix("swift-frontend"))
        #expect([CompilePlan.input, JudgedPlan.judge, CompilePlan.object, "-sanitize=thread", "-g"].allSatisfy(plan.frontend.contains))
        for link in [plan.link, plan.sanitizedLink] {
            #expect([CompilePlan.object, CompilePlan.libraries, CompilePlan.program].allSatisfy(link.contains))
            #expect(FileManager.default.isExecutableFile(atPath: link[0]))
        }
        // Only the ThreadSanitizer program gets ThreadSanitizer's runtime.
        #expect(plan.sanitizedLink.contains { $0.contains("tsan") } && !plan.link.contains { $0.contains("tsan") })
        // Kept for the next build.
        let support = playground.cache.supportDirectory(playground.toolchain)
        #expect(JudgedPlan.load(playground.toolchain, in: support) == plan)
        #expect(try FileManager.default.contentsOfDirectory(atPath: support).filter { $0.hasPrefix("judged-plan-") }.count == 1)
    }

    @Test func theSupportModuleIsMadeOnceAndEveryPrintIsTraced() throws {
        let text = "import Foundation\nDispatchQueue.global().sync { print(\"a\", 1) }\ntrace.mark(\"m\")\nprint(\"b\")\n"
        let build = try playground.build(PlaySource(path: "/tmp/traced.swift", text: text))
        let support = try #require(
            PlaySupportModule.load(playground.toolchain, in: playground.cache.supportDirectory(playground.toolchain)))
        #expect(FileManager.default.fileExists(atPath: support.object))
        // The compiled copy is the learner's text alone: nothing follows its lines.
        let copy = (build.binary as NSString).deletingLastPathComponent + "/traced.swift"
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == text)
        let run = try playground.run(build)
        #expect(run.result.status == .finished)
        #expect(run.trace.output.map(\.label) == ["a 1", "b"])
        #expect(run.trace.events.contains { $0.kind == .mark && $0.label == "m" })
    }

    @Test func aBrokenOrAbandonedModuleFolderIsMadeAgain() throws {
        let support = playground.cache.supportDirectory(playground.toolchain)
        let abandoned = support + "/direct-x.partial.999999999.1"  // no such pid
        try FileManager.default.createDirectory(atPath: abandoned, withIntermediateDirectories: true)
        let first = try #require(PlaySupportModule.load(playground.toolchain, in: support))
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        try FileManager.default.removeItem(atPath: first.object)
        let again = try #require(PlaySupportModule.load(playground.toolchain, in: support))
        #expect(again == first)
        #expect(FileManager.default.fileExists(atPath: again.object))
    }

    @Test func aLearnersOwnPrintAndTraceWin() throws {
        let text = """
            func print(_ items: Any..., separator: String = " ", terminator: String = "\\n") {
                Swift.print("mine:", items.count, terminator: terminator)
            }
            let trace = 7
            print("x", trace)

            """
        let run = try playground.run(try playground.build(PlaySource(path: "/tmp/own.swift", text: text)))
        #expect(run.trace.output.isEmpty)
        #expect(run.output.contains("mine: 2"))
    }

    @Test func compileErrorsAreTheCompilersOwnForTheLearnersFile() throws {
        let file = home + "/broken.swift"
        let text = "import Foundation\nlet x: Int = \"a\"\nfunc f( {\n"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let swiftc = Subprocess.run(playground.toolchain.swiftc, ["-typecheck", "-module-name", "main", file])
        let error = #expect(throws: PlayError.self) { try playground.build(PlaySource(path: file, text: text)) }
        guard case .compileFailed(let path, let diagnostics)? = error else {
            Issue.record("not a compile error: \(String(describing: error))")
            return
        }
        #expect(path == file)
        let errors = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix(file + ":") } }
        #expect(!errors(diagnostics).isEmpty)
        #expect(errors(diagnostics) == errors(swiftc.output))
        #expect(!diagnostics.contains("learn-play-support"))
    }
}
