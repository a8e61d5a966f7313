import Foundation
import LearnRunner
import Testing

@testable import LearnPlay

/// The C support code learn compiles into the learner's runs, checked by the toolchain's clang
/// in a second: its parts are files joined into one text (tracer.c, tracer_tasks.c, the
/// scheduler's), and a change to one can break another's use of it (a merge once renamed
/// `flush_tasks` and made `my_tid` a variable, and only a scheduled play found out).
@Suite struct SupportCompilesTests {
    static func errors(_ text: String, flags: [String]) throws -> String {
        let toolchain = try Toolchain.find()
        let file = NSTemporaryDirectory() + "support-\(UUID().uuidString).c"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = Subprocess.run(toolchain.clang, ["-fsyntax-only", "-Werror=implicit-function-declaration"] + flags + [file])
        return result.status == 0 ? "" : result.output
    }

    @Test func theTracerCompiles() throws {
        #expect(try Self.errors(PlaySupportSource.tracer, flags: ["-fblocks"]) == "")
    }

    @Test func theSchedulingTracerAndItsStubCompile() throws {
        #expect(try Self.errors(PlaySupportSource.tracer + "\n" + PlaySupportSource.gates, flags: ["-DLEARN_GATES", "-fblocks"]) == "")
        #expect(try Self.errors(PlaySupportSource.tsanStub, flags: []) == "")
    }
}
