import Foundation
import LearnJudge
import LearnRunner
import LearnTestSupport
import Testing

@testable import LearnPlay

/// Issue 40's attack: a program that closes every descriptor it did not open (fds 3–1024, as a
/// daemon does) closed learn's wire and control channel with them, and `--schedule` said it
/// "passed no gate". learn's descriptors now stay open whatever the program closes.
@Suite(.tags(.swiftc), .slow, .needsToolchain) struct ClosedDescriptorsTests {
    static let program = """
        import Foundation
        for fd in Int32(3)...1024 { close(fd) }
        closefrom(3)
        let q = DispatchQueue(label: "q")
        var n = 0
        let t = Thread { q.sync { n += 1 } }
        t.start()
        q.sync { n += 1 }
        while q.sync(execute: { n }) < 2 { usleep(1000) }
        print("both", n)
        """

    static func build(_ mode: BuildMode) throws -> (Playground, PlayBuild, String) {
        let root = NSTemporaryDirectory() + "closed-fds-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let path = root + "/close.swift"
        try Self.program.write(toFile: path, atomically: true, encoding: .utf8)
        let playground = try Playground.forTests(cache: root + "/cache")
        return (playground, try playground.build(PlaySource(path: path, text: Self.program), mode: mode), root)
    }

    @Test func exploringAProgramThatClosesEveryDescriptorStillPassesItsGates() throws {
        let (playground, build, root) = try Self.build(.scheduled)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = try playground.explore(build, schedules: 20, preemptions: 2)
        #expect(found.schedules > 1)
        #expect(found.outcomes.map(\.text) == ["printed last \"both 2\""], "\(found.outcomes.map(\.text))")
    }

    @Test func aTracedRunOfItStillRecordsWhatItDoes() throws {
        let (playground, build, root) = try Self.build(.traced)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try playground.run(build)
        #expect(run.result.status == .finished, "\(run.result.status)")
        #expect(run.trace.output.map(\.label) == ["both 2"])
    }
}
