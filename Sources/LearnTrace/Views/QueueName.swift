import LearnLanguage

/// Short names for dispatch queue labels: `main-q`, `global(default)`, custom labels as they are.
package enum QueueName {
    /// The short form of a queue label; `-` when the code ran on no queue, and `no queue` in
    /// `words` for a thread that runs none (a `Thread`).
    package static func short(_ label: String, _ words: Catalogue) -> String {
        if label.isEmpty { return "-" }
        if label == "com.apple.main-thread" { return "main-q" }
        // corelibs names an OperationQueue's dispatch queue `NSOperationQueue 0x…` (its address).
        if label.hasPrefix("NSOperationQueue 0x") { return "OperationQueue" }
        let root = "com.apple.root."
        if label.hasPrefix(root) {
            var qos = String(label.dropFirst(root.count))
            // libdispatch answers "the default overcommit root queue" for a thread that runs
            // no queue at all (a `Thread`, a task executor's thread): Swift's API cannot
            // submit work to an overcommit root queue, so this label means "no queue".
            if qos.hasSuffix(".overcommit") { return words(.viewNoQueue) }
            if qos.hasSuffix("-qos") { qos.removeLast("-qos".count) }
            return "global(\(camel(qos)))"
        }
        return label
    }

    /// `user-interactive` → `userInteractive`.
    private static func camel(_ s: String) -> String {
        let parts = s.split(separator: "-")
        guard let first = parts.first else { return s }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
