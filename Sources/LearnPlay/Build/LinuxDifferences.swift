import LearnLanguage
import LearnTrace

/// Known differences between the posts' code (written on Apple platforms) and Linux, where
/// learn compiles with swift-corelibs-foundation and no Objective-C runtime: when the
/// compiler's messages match one, one sentence after them names it and how to write the code.
/// Not a guess at every error: only these known ones, each matched by the compiler's words.
enum LinuxDifferences {
    /// The compiler's words that show a difference (any one of them), and the sentence for it.
    private static let known: [(words: [String], sentence: MessageKey)] = [
        (["no such module 'UIKit'", "no such module 'AppKit'", "no such module 'SwiftUI'"], .linuxUIKit),
        (["cannot be overridden from extension"], .linuxOverride),
        // The posts show their code without its imports.
        (
            [
                "Thread", "DispatchQueue", "DispatchGroup", "DispatchSemaphore", "DispatchWorkItem", "DispatchTime", "OperationQueue",
                "BlockOperation", "Operation", "NSLock", "NSRecursiveLock", "NSCondition", "sleep", "usleep", "Date",
            ].flatMap { ["cannot find '\($0)' in scope", "cannot find type '\($0)' in scope"] },
            .linuxImportFoundation
        ),
        (
            ["UIViewController", "UIView", "UITableView", "UITableViewController", "UIImage", "UIImageView", "UILabel"].map {
                "cannot find type '\($0)' in scope"
            },
            .linuxUIKitClass
        ),
        (
            [
                "'#keyPath' can only be used with the Objective-C runtime", "Objective-C interoperability is disabled",
                "has no member 'observe'", "has no member 'addObserver'",
            ],
            .linuxKVO
        ),
    ]

    /// The sentences for the differences the compiler's `output` shows, each once, as "Note: …"
    /// in `words`' language, wrapped to 80 columns under the note's text (they follow the
    /// compiler's own lines, which are not wrapped, before any width is known).
    static func notes(for output: String, _ words: Catalogue = Catalogue(.en)) -> [String] {
        let head = words(.playNote)
        let indent = String(repeating: " ", count: TerminalLines.columns(head))
        return known.filter { $0.words.contains(where: output.contains) }.map {
            TerminalLines.wrap(head + words($0.sentence), to: 80, indent: indent).joined(separator: "\n")
        }
    }
}
