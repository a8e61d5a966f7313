import Foundation
import Glibc
import Testing

@testable import LearnRunner

/// The compiler's runner: bounded in time, its output bounded, nothing left when it ends.
@Suite struct SubprocessTests {
    @Test func aToolPastItsTimeLimitIsStoppedWithWhatItStarted() {
        let marker = "60.\(Int.random(in: 100_000...999_999))"  // a sleep's duration names it
        let started = Date()
        let result = Subprocess.run("/bin/sh", ["-c", "sleep \(marker) & sleep \(marker)1"], timeLimit: 0.5)
        #expect(result.stopped == .timeLimit(0.5))
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(!Self.running(containing: marker))
    }

    @Test func aToolsOutputIsKeptUpToItsLimit() {
        let result = Subprocess.run("/bin/sh", ["-c", "yes x | head -c 3000000"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("x\nx\nx\n"))
        #expect(result.output.hasSuffix("… \(3_000_000 - Subprocess.outputLimit) more bytes of output (not kept)"))
    }

    /// Whether a live process's command line holds `text`.
    static func running(containing text: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.contains { entry in
            guard Int32(entry) != nil, let line = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")"), stat[stat.index(after: close)...].first(where: { $0 != " " }) != "Z"
            else { return false }
            return String(decoding: line, as: UTF8.self).contains(text)
        }
    }
}
