import Foundation
import LearnPlay
import LearnSystem
import Testing

/// What the machine running the tests has that some tests need: tmux for a real terminal, a
/// Swift toolchain on PATH to compile a learner's file. Found once, here; a test that needs one
/// says so with ``Testing/Trait/needsTmux`` or ``Testing/Trait/needsToolchain``, so where it is
/// missing the test shows as skipped, with the reason, never as passed.
package enum TestEnvironment {
    /// Where tmux is installed, if it is.
    package static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }
    /// Whether tmux is installed.
    package static var hasTmux: Bool { tmux != nil }
    /// The folder of the `swiftc` on the test's PATH (the toolchain that built the tests), found
    /// as `learn play` finds it.
    package static let toolchainDirectory = (try? Toolchain.find())?.binDirectory
    /// Whether a Swift toolchain is on the test's PATH.
    package static var hasToolchain: Bool { toolchainDirectory != nil }
    /// Whether this kernel's Landlock scopes signals (ABI 6 and later): a run's program cannot
    /// signal learn (``learn_keeper.c``'s domain).
    package static let landlockScopesSignals = ThisProcess.landlockABI >= 6
    /// Whether this kernel has Landlock: a learner's program runs in learn's sandbox (``Sandbox``).
    package static let hasLandlock = ThisProcess.landlockABI >= 1
}

extension Trait where Self == ConditionTrait {
    /// A suite or test that drives `learn` in a tmux terminal: skipped where tmux is missing.
    package static var needsTmux: Self {
        .enabled(if: TestEnvironment.hasTmux, "tmux is not installed: apt-get install -y tmux")
    }
    /// A suite or test that compiles Swift with the toolchain on PATH: skipped where there is none.
    package static var needsToolchain: Self {
        .enabled(if: TestEnvironment.hasToolchain, "swiftc is not on PATH")
    }
}
