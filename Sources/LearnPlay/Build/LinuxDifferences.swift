/// Known differences between the posts' code (written on Apple platforms) and Linux, where
/// learn compiles with swift-corelibs-foundation and no Objective-C runtime: when the
/// compiler's messages match one, one sentence after them names it and how to write the code.
/// Not a guess at every error: only these known ones, each matched by the compiler's words.
enum LinuxDifferences {
    /// The compiler's words that show a difference (any one of them), and the sentence for it.
    private static let known: [(words: [String], sentence: String)] = [
        (
            ["no such module 'UIKit'", "no such module 'AppKit'", "no such module 'SwiftUI'"],
            "UIKit (and AppKit, SwiftUI) exist only on Apple platforms, and learn compiles for Linux: import Foundation (Dispatch, Thread and OperationQueue are there) and leave the user-interface code out."
        ),
        (
            ["cannot be overridden from extension"],
            "On Linux Foundation is plain Swift with no Objective-C runtime, so a property of a Foundation class such as `Operation`'s `isReady`, `isExecuting`, `isFinished` or `isAsynchronous` cannot be overridden from an extension: move each `override var` into the class body itself."
        ),
        (
            [
                "'#keyPath' can only be used with the Objective-C runtime", "Objective-C interoperability is disabled",
                "has no member 'observe'", "has no member 'addObserver'",
            ],
            "On Linux there is no Objective-C runtime and so no key-value observing: `#keyPath`, `@objc dynamic` and `observe(_:)` do not compile; write the key as a string (`willChangeValue(forKey: \"isFinished\")`, which corelibs' `Operation` listens for) and drop `@objc`."
        ),
    ]

    /// The sentences for the differences the compiler's `output` shows, each once, as "Note: …" lines.
    static func notes(for output: String) -> [String] {
        known.filter { $0.words.contains(where: output.contains) }.map { "Note: " + $0.sentence }
    }
}
