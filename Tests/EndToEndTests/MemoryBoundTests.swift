import Foundation
import Glibc
import LearnTestSupport
import Testing

/// Issue 40, item 7: learn stays under 64 MB whatever the input. Each test gives it one of the
/// inputs that took it past (a lessons folder of 20,000 files, a program of 200 threads explored,
/// a `--trace-out` of a run of 1.5 M events) and reads learn's own peak (VmHWM, polled by
/// ``WatchedLearn``), not its children's.
@Suite(.tags(.bigInputs), .slow) struct MemoryBoundTests {
    static let limit = 64 << 20
    static let cache = LearnBinary.packageRoot + "/.build/play-tests-cache"

    /// Writes `text` as `name` in `home`; returns its path.
    static func file(_ name: String, _ text: String, in home: TemporaryHome) -> String {
        let path = home.path + "/" + name
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    /// 20,000 lesson files (copies of the fixture `hello`, each its own id): learn checks and
    /// lists the first 10,000 by name, says it left the others out, and stays small (before: the
    /// folder was read whole and every lesson kept parsed, 130 MB in a debug build).
    @Test func twentyThousandLessons() throws {
        let home = TemporaryHome()
        let folder = home.path + "/lessons"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let hello = try String(contentsOfFile: LearnBinary.fixtureLessons + "/hello.md", encoding: .utf8)
        for i in 0..<20_000 {
            let id = "hello" + String(repeating: "0", count: 5 - String(i).count) + String(i)
            let text = hello.replacingOccurrences(of: "id: hello", with: "id: \(id)")
            _ = FileManager.default.createFile(atPath: "\(folder)/\(id).md", contents: Data(text.utf8))
        }
        let learn = try WatchedLearn(["--lessons", folder, "list"], environment: [:])
        #expect(learn.exitStatus(within: 600) == 0, "\(learn.output.suffix(2000))")
        #expect(learn.output.contains("hello09999") && !learn.output.contains("hello10000"), "\(learn.output.suffix(2000))")
        #expect(learn.output.contains("left some lessons out"), "\(learn.output.suffix(2000))")
        #expect(learn.peakMemory < Self.limit, "learn's peak: \(learn.peakMemory) bytes")
        let check = try LearnBinary.built.run(["check", folder])
        #expect(check.out.contains("holds more than 10000 lesson files: learn read the first 10000 by name"), "\(check.out.suffix(2000))")
    }

    /// `explore` of a program of 200 threads: each run opens tens of thousands of schedules to
    /// try, which as arrays of their own took learn to 932 MB.
    @Test(.needsToolchain) func exploreOfTwoHundredThreads() throws {
        let home = TemporaryHome()
        let path = Self.file(
            "threads.swift",
            """
            import Foundation
            let lock = NSLock()
            nonisolated(unsafe) var n = 0
            for _ in 0..<200 { Thread { lock.lock(); n += 1; lock.unlock() }.start() }
            var done = false
            while !done { lock.lock(); done = n == 200; lock.unlock(); if !done { Thread.sleep(forTimeInterval: 0.001) } }
            print("all", n)
            """, in: home)
        let learn = try WatchedLearn(
            ["explore", "--max-schedules", "30", path], environment: WatchedLearn.environment(cache: Self.cache))
        #expect(learn.exitStatus(within: 600) == 0, "\(learn.output)")
        #expect(learn.output.contains("printed last \"all 200\""), "\(learn.output)")
        #expect(learn.peakMemory < Self.limit, "learn's peak: \(learn.peakMemory) bytes")
    }

    /// `play --trace-out` of a program whose run makes 1.5 M events (500,000 blocks on a queue,
    /// each queued, started and ended): the trace file is written 64 KiB at a time (before, as one
    /// string and its bytes: 61 MB for a run of 120,000 prints, past 64 MB for more).
    @Test(.needsToolchain) func traceOutOfAMillionAndAHalfEvents() throws {
        let home = TemporaryHome()
        let path = Self.file(
            "blocks.swift",
            """
            import Dispatch
            let queue = DispatchQueue(label: "q")
            for _ in 0..<500_000 { queue.async {} }
            queue.sync {}
            print("done")
            """, in: home)
        let out = home.path + "/trace.json"
        let learn = try WatchedLearn(
            ["play", "--watchdog", "100", path, "--trace-out", out], environment: WatchedLearn.environment(cache: Self.cache))
        #expect(learn.exitStatus(within: 600) == 0, "\(learn.output.suffix(2000))")
        let dropped = learn.output.split(separator: "\n").first { $0.contains("events dropped") }
        let count = dropped.flatMap { line in
            line.split(separator: ";").last?.split(separator: " ").first.flatMap { Int($0.replacingOccurrences(of: ",", with: "")) }
        }
        #expect((count ?? 0) + 100_000 >= 1_500_000, "\(dropped ?? "no count of dropped events")")
        let trace = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any]
        #expect((trace?["traceEvents"] as? [Any])?.count ?? 0 > 30_000, "the trace file holds the kept events")
        #expect(learn.peakMemory < Self.limit, "learn's peak: \(learn.peakMemory) bytes")
    }
}
