/// Calls into corelibs Foundation's classes that are not thread-safe (`NSMutableArray`,
/// `NSMutableDictionary`, …): Foundation is not instrumented, so the scheduled build sees no load or
/// store inside `items.add(1)`, only the learner's read of `items` itself. The gate table turns that
/// read into a call on the object (`calls items.add`), which the race detector judges as a write of
/// the object (a read for its getters: `count`, `object(at:)`, `contains`), so two threads that call
/// `add` on one array with nothing ordering them are a data race.
package enum FoundationCalls {
    /// The classes modelled (Lessons/FORMAT.md lists them): every call on one is an access of it.
    package static let unsafeClasses: Set<String> = [
        "NSMutableArray", "NSMutableDictionary", "NSMutableSet", "NSCountedSet", "NSMutableString", "NSMutableData",
        "NSMutableOrderedSet", "NSMutableIndexSet", "NSMutableAttributedString", "NSMutableCharacterSet",
        "NSMutableURLRequest",
    ]

    /// The verbs a call that changes the object begins with; any other call only reads it.
    private static let writingPrefixes = [
        "add", "insert", "remove", "replace", "set", "append", "exchange", "sort", "filter", "intersect", "minus",
        "union", "delete", "apply", "shift", "increase", "decrease", "mutable", "mutate",
    ]

    /// The names the file declares as an instance of an unsafe class: `let items = NSMutableArray()`,
    /// `var names: NSMutableSet = …`, `let d = NSMutableDictionary(capacity: 4)`, the class named
    /// with its module (`Foundation.NSMutableArray()`) or through a typealias of the file's own
    /// (`typealias Tally = NSCountedSet`, then `let t = Tally()`).
    package static func objects(in text: String) -> Set<String> {
        let lines = text.split(separator: "\n").map { line in
            line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        }
        var classes = unsafeClasses
        // An alias of an alias is found too: the aliases are read until no new one turns up.
        var grew = true
        while grew {
            grew = false
            for words in lines {
                for (index, word) in words.enumerated() where word == "typealias" && index + 2 < words.count {
                    if className(words, at: index + 2, in: classes) != nil, !classes.contains(words[index + 1]) {
                        classes.insert(words[index + 1])
                        grew = true
                    }
                }
            }
        }
        var found = Set<String>()
        for words in lines {
            for (index, word) in words.enumerated() where (word == "let" || word == "var") && index + 2 < words.count {
                if className(words, at: index + 2, in: classes) != nil { found.insert(words[index + 1]) }
            }
        }
        return found
    }

    /// The class among `classes` the words name at `index`, with or without its module in front.
    private static func className(_ words: [String], at index: Int, in classes: Set<String>) -> String? {
        let name = words[index] == "Foundation" && index + 1 < words.count ? words[index + 1] : words[index]
        return classes.contains(name) ? name : nil
    }

    /// The call on `subject` the line makes (`add` in `items.add(1)`, `count` in `items.count`) and
    /// whether it changes the object; nil when the line does not call one on it plainly.
    package static func call(on subject: String, in line: String) -> (method: String, writes: Bool)? {
        var rest = Substring(line)
        while let range = rest.range(of: subject + ".") {
            let before = rest[..<range.lowerBound].last
            rest = rest[range.upperBound...]
            if let before, before.isLetter || before.isNumber || before == "_" { continue }
            let method = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !method.isEmpty else { continue }
            return (method, writingPrefixes.contains { method.hasPrefix($0) })
        }
        return nil
    }
}
