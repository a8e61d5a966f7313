import Foundation
import LearnLanguage
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnPlay

/// The posts' code written on Apple platforms gets one sentence naming the Linux difference
/// the compiler tripped on, and how to write it, after the compiler's own messages.
@Suite struct LinuxDifferencesTests {
    /// A note's sentence with its lines joined again.
    static func sentence(_ note: String?) -> String {
        (note ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    @Test func eachKnownMessageGetsItsOneSentence() {
        let override = "op.swift:10:18: error:  property 'isReady' declared in 'Operation' cannot be overridden from extension"
        #expect(LinuxDifferences.notes(for: override + "\n" + override).count == 1)
        #expect(Self.sentence(LinuxDifferences.notes(for: override).first).contains("move each `override var` into the class body"))
        #expect(
            Self.sentence(LinuxDifferences.notes(for: "ui.swift:1:8: error: no such module 'UIKit'").first).contains("import Foundation"))
        let kvo = "kvo.swift:4:41: error: '#keyPath' can only be used with the Objective-C runtime"
        #expect(Self.sentence(LinuxDifferences.notes(for: kvo).first).contains("willChangeValue(forKey: \"isFinished\")"))
        #expect(LinuxDifferences.notes(for: "a.swift:1:1: error: cannot find 'x' in scope").isEmpty)
        // The posts' code as pasted: no imports, a view controller.
        let noImport = "a.swift:1:9: error: cannot find 'Thread' in scope\na.swift:4:1: error: cannot find 'sleep' in scope"
        #expect(LinuxDifferences.notes(for: noImport).count == 1)
        #expect(Self.sentence(LinuxDifferences.notes(for: noImport).first).contains("put `import Foundation` on the file's first line"))
        let controller = "b.swift:1:23: error: cannot find type 'UIViewController' in scope"
        let screen = "class ViewController: UIViewController {}"
        #expect(
            Self.sentence(LinuxDifferences.notes(for: controller, in: screen).first).contains(
                "call `ViewController().viewDidLoad()` yourself"))
    }

    @Test("a note fits 80 columns in either language, its lines under its text")
    func notesFit() {
        for language in Language.allCases {
            for output in [
                "no such module 'UIKit'", "cannot be overridden from extension", "has no member 'observe'", "cannot find 'Thread' in scope",
                "cannot find type 'UIViewController' in scope",
            ] {
                let note = LinuxDifferences.notes(for: output, Catalogue(language)).first ?? ""
                let lines = note.split(separator: "\n").map(String.init)
                #expect(lines.count > 1 && lines.allSatisfy { TerminalLines.columns($0) <= 80 }, "\(language): \(note)")
                #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") }, "\(note)")
            }
        }
    }

    /// 001's `AsyncOperation`, overriding `Operation`'s state from an extension, as the post has it.
    @Test(.slow, .tags(.swiftc)) func theAsyncOperationOfThePostIsExplained() throws {
        let root = NSTemporaryDirectory() + "linux-differences-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let playground = try Playground.forTests(cache: root)
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
                && Self.sentence(diagnostics).hasSuffix("move each `override var` into the class body itself.")
        }
    }
}
