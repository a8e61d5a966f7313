import Foundation
import Testing

/// Why a suite is slow: each tag names what takes the time.
extension Tag {
    /// Drives the real `learn` in a tmux terminal.
    @Tag package static var tmux: Self
    /// Judges demos or programs with ThreadSanitizer.
    @Tag package static var tsan: Self
    /// Compiles Swift with swiftc: a learner's program, an exercise, a teacher's file.
    @Tag package static var swiftc: Self
    /// Plays whole lessons, or runs the claims matrix over them.
    @Tag package static var lessonPlays: Self
    /// Runs demos many times over (replays, every parameter's ends).
    @Tag package static var manyRuns: Self
    /// Feeds thousands of random inputs to a parser or the shell.
    @Tag package static var fuzz: Self
    /// Gives learn an input of the size an attack would: thousands of files, hundreds of threads,
    /// millions of events.
    @Tag package static var bigInputs: Self
}

/// Which suites run: every one (`swift test`), or the fast ones alone (`LEARN_TESTS=fast swift test`);
/// `LEARN_TESTS=all` plays every case of the exhaustive suites too (``TestSet/sample(_:)``).
package enum TestSet {
    /// Whether `LEARN_TESTS=fast` asks for the fast suites alone.
    package static let fastOnly = ProcessInfo.processInfo.environment["LEARN_TESTS"] == "fast"
    /// Whether `LEARN_TESTS=all` asks for every case of the exhaustive suites.
    package static let everyCase = ProcessInfo.processInfo.environment["LEARN_TESTS"] == "all"

    /// The cases an exhaustive suite plays: every one under `LEARN_TESTS=all`, else one in
    /// `every`, spread over the list (the same ones each time). Whole lessons played one after
    /// another at a real pace (every parameter's ends, every translated part, every part's prose)
    /// take most of an hour on two cores; `swift test` must fit CI's twenty minutes.
    package static func sample<T>(_ cases: [T], every: Int = 4) -> [T] {
        everyCase ? cases : cases.indices.filter { $0 % every == 0 }.map { cases[$0] }
    }

    /// The cases one of `parts` test cases plays (`part` counts from 0): every one under
    /// `LEARN_TESTS=all`, else every `parts`-th from `part`, so the parts together play each case
    /// once (each lesson at one of three widths, a different one for the next lesson).
    package static func share<T>(_ cases: [T], part: Int, of parts: Int) -> [T] {
        everyCase ? cases : cases.indices.filter { $0 % parts == part % parts }.map { cases[$0] }
    }
}

extension Trait where Self == ConditionTrait {
    /// A suite or test that takes more than a few seconds: `swift test` runs it,
    /// `LEARN_TESTS=fast swift test` leaves it out (shown as skipped). The one slow trait: no
    /// test target declares its own (a `slow` tag left a suite in the fast set). Give it a tag
    /// that says why, `.tags(.swiftc), .slow`: Swift Testing takes a test's tags only from
    /// `.tags(...)` and skips only on a condition, so one trait cannot do both.
    package static var slow: Self {
        .disabled(if: TestSet.fastOnly, "slow: left out by LEARN_TESTS=fast")
    }
}
