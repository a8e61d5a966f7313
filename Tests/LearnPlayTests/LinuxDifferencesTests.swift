import Foundation
import LearnTestSupport
import Testing

@testable import LearnPlay

/// The posts' code written on Apple platforms gets one sentence naming the Linux difference
/// the compiler tripped on, and how to write it, after the compiler's own messages.
@Suite struct LinuxDifferencesTests {
    @Test func eachKnownMessageGetsItsOneSentence() {
        let override = "op.swift:10:18: error:  property 'isReady' declared in 'Operation' cannot be overridden from extension"
        #expect(LinuxDifferences.notes(for: override + "\n" + override).count == 1)
        #expect(LinuxDifferences.notes(for: override).first?.contains("move each `override var` into the class body") == true)
        #expect(LinuxDifferences.notes(for: "ui.swift:1:8: error: no such module 'UIKit'").first?.contains("import Foundation") == true)
        let kvo = "kvo.swift:4:41: error: '#keyPath' can only be used with the Objective-C runtime"
        #expect(LinuxDifferences.notes(for: kvo).first?.contains("willChangeValue(forKey: \"isFinished\")") == true)
        #expect(LinuxDifferences.notes(for: "a.swift:1:1: error: cannot find 'x' in scope").isEmpty)
    }

    /// 001's `AsyncOperation`, overriding `Operation`'s state from an extension, as the post has it.
    @Test(.slow, .tags(.swiftc)) func theAsyncOperationOfThePostIsExplained() throws {
        let root = NSTemporaryDirectory() + "linux-differences-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let playground = Playground(toolchain: try Toolchain.find(), cache: PlayCache(root: root))
        let source = PlaySource(
            path: root + "/op.swift",
            text: """
                import Foundation
                class AsyncOperation: Operation {}
                extension AsyncOperation {
                    override var isAsynchronous: Bool { true }
                }
                """)
        #expect {
            _ = try playground.build(source)
        } throws: { error in
            guard case .compileFailed(_, let diagnostics) = error as? PlayError else { return false }
            return diagnostics.contains("cannot be overridden from extension")
                && diagnostics.hasSuffix("move each `override var` into the class body itself.")
        }
    }
}
