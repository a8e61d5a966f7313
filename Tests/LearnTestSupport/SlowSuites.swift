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
}

/// Which suites run: every one (`swift test`), or the fast ones alone (`LEARN_TESTS=fast swift test`).
package enum TestSet {
    /// Whether `LEARN_TESTS=fast` asks for the fast suites alone.
    package static let fastOnly = ProcessInfo.processInfo.environment["LEARN_TESTS"] == "fast"
}

extension Trait where Self == ConditionTrait {
    /// A suite or test that takes more than a few seconds: `swift test` runs it,
    /// `LEARN_TESTS=fast swift test` leaves it out. Give it a tag that says why.
    package static var slow: Self {
        .disabled(if: TestSet.fastOnly, "slow: left out by LEARN_TESTS=fast")
    }
}
