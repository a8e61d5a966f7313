import Foundation
import LearnTestSupport
import Testing

/// Every numeric option refuses NaN and the infinities with exit 64 and a sentence, before
/// anything runs: ArgumentParser reads `nan` and `inf` as numbers, and a NaN passes any range
/// check written as `value < low || value > high`.
@Suite struct NumberOptionTests {
    static let cases: [[String]] = [
        ["explore", "race", "--budget", "nan"],
        ["explore", "race", "--budget", "inf"],
        ["explore", "race", "--max-schedules", "0"],
        ["run", "hello", "--pace", "inf"],
        ["run", "hello", "--pace", "nan"],
        ["run", "queues", "--set", "work=nan"],
        ["run", "queues", "--set", "work=inf"],
        ["run", "hello", "--seed", "nan"],
        ["play", "x.swift", "--watchdog", "nan"],
        ["play", "x.swift", "--watchdog", "-inf"],
        ["play", "x.swift", "--runs", "nan"],
        ["play", "x.swift", "--repeat", "inf"],
        ["verify", "race", "--watchdog", "infinity"],
        ["verify", "race", "--runs", "nan"],
    ]

    @Test(arguments: cases) func refusedWithASentence(_ args: [String]) throws {
        let r = try LearnBinary.built.run(args + ["--lessons", LearnBinary.fixtureLessons], environment: ["PATH": "/usr/bin:/bin"])
        #expect(r.status == 64, "\(args): \(r.err)")
        #expect(r.out == "", "\(args) must not run: \(r.out)")
        let value = args[3].split(separator: "=").last.map(String.init) ?? args[3]
        let named = value.hasPrefix("-") ? args[2] : value  // `-inf` reads as a missing value
        #expect(r.err.contains(named) || r.err.contains(value.replacingOccurrences(of: "inity", with: "")), "\(args): \(r.err)")
        #expect(!r.err.contains("Fatal error"), "\(r.err)")
    }

    /// The shell's `set` refuses them too, and goes on.
    @Test func theShellsSetRefusesNaN() throws {
        let r = try LearnBinary.built.run(["--lessons", LearnBinary.fixtureLessons], input: "set work=nan\nset work=-inf\n")
        #expect(r.status == 64, "\(r.err)")
        #expect(r.err.contains("not `nan`") && r.err.contains("not `-inf`"), "\(r.err)")
    }
}
