import Foundation

/// What a file's own text shows about code pasted from the posts: the Apple-only modules it
/// imports and types it names, the members pasted without their class, the lines where the post
/// left code out (`...`), and the lesson that teaches the same example on Linux.
///
/// Read from the text alone, with comments and string literals left out, so that a word in a
/// comment does not count. Nothing here is a guess at what the code means: each fact is a name
/// or a line the file has, and ``LinuxDifferences`` says a sentence only where the compiler's
/// own messages show the file does not compile.
struct PastedCode {
    /// The code's lines, comments and string literals blanked (their line numbers kept).
    let lines: [String]

    init(_ text: String) {
        lines = Self.code(text).components(separatedBy: "\n")
    }

    /// Modules the file imports that exist only on Apple platforms or are packages learn does not
    /// build, in the order imported.
    var appleImports: [String] {
        lines.compactMap { line in
            let words = line.split(separator: " ")
            guard words.count == 2, words[0] == "import" else { return nil }
            return Self.appleModules.contains(String(words[1])) ? String(words[1]) : nil
        }
    }

    /// UIKit's type names the file uses (`UIViewController`, `UITableView`, …), first use first.
    var uiKitTypes: [String] {
        var seen: [String] = []
        for word in identifiers where word != "UIKit" && word.hasPrefix("UI") && word.dropFirst(2).first?.isUppercase == true {
            if !seen.contains(word) { seen.append(word) }
        }
        return seen
    }

    /// The first class the file declares with a UIKit superclass: its name and the superclass.
    var uiKitSubclass: (name: String, superclass: String)? {
        for line in lines {
            let words = line.replacingOccurrences(of: ":", with: " : ").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let at = words.firstIndex(of: "class"), at + 3 < words.count, words[at + 2] == ":" else { continue }
            let superclass = words[at + 3].trimmingCharacters(in: CharacterSet(charactersIn: ",{"))
            if superclass.hasPrefix("UI") && !words[at + 1].contains("<") { return (words[at + 1], superclass) }
        }
        return nil
    }

    /// The call of the view-controller method the app would make, the first the file declares
    /// (`viewDidLoad()`, `viewWillAppear(false)`).
    var lifecycleMethod: String {
        let name = Self.lifecycle.first { name in lines.contains { $0.contains("func \(name)(") } } ?? "viewDidLoad"
        return name.hasSuffix("Appear") ? name + "(false)" : name + "()"
    }

    /// Lines (1-based) that are only `...` or `…`: where the post left code out.
    var elidedLines: [Int] {
        lines.enumerated().compactMap { i, line in
            let bare = line.trimmingCharacters(in: .whitespaces)
            return bare == "..." || bare == "…" ? i + 1 : nil
        }
    }

    /// Whether the file uses a Combine type (`CurrentValueSubject`, …), and the first one.
    var combineType: String? {
        identifiers.first { Self.combineTypes.contains($0) }
    }

    /// The lesson that teaches this code's example, from the posts' own names first
    /// (`CompletableDeferredSet` → semaphore), then from the API it uses; and whether the file
    /// has a name only the posts use (so it is a post's block).
    var lesson: (id: String, fromPost: Bool) {
        let words = Set(identifiers)
        if let hit = Self.postWords.first(where: { words.contains($0.word) }) { return (hit.lesson, true) }
        let text = lines.joined(separator: "\n")
        if let hit = Self.apiWords.first(where: { text.contains($0.word) }) { return (hit.lesson, false) }
        return ("threads", false)
    }

    /// The class of the post that the file's members belong to, when its names tell
    /// (`willChangeValue` and `state` → `AsyncOperation`).
    var ownerClass: String? {
        let words = Set(identifiers)
        return Self.members.first { words.contains($0.word) }?.owner
    }

    /// Whether the line numbered `line` (1-based) begins inside the braces of a type
    /// (`class`, `struct`, `enum`, `extension`, `actor`, `protocol`), as the braces stand.
    func insideType(line: Int) -> Bool {
        var scopes: [Bool] = []  // for each open brace: whether it opened a type
        var header = ""
        for (number, text) in lines.enumerated() {
            if number + 1 == line { break }
            for c in text {
                switch c {
                case "{":
                    scopes.append(Self.opensType(header))
                    header = ""
                case "}":
                    _ = scopes.popLast()
                    header = ""
                case ";": header = ""
                default: header.append(c)
                }
            }
            header.append(" ")
        }
        return scopes.contains(true)
    }

    /// Whether the words before a `{` declare a type (`class func` does not).
    private static func opensType(_ header: String) -> Bool {
        let words = Set(header.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }))
        return !words.contains("func") && !words.isDisjoint(with: ["class", "struct", "enum", "extension", "actor", "protocol"])
    }

    /// Every identifier of the code, in order.
    var identifiers: [String] {
        lines.flatMap { line in
            line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init).filter {
                $0.first?.isLetter == true || $0.first == "_"
            }
        }
    }
}

extension PastedCode {
    static let appleModules: Set<String> = [
        "UIKit", "AppKit", "SwiftUI", "WebKit", "Combine", "RxSwift", "RxCocoa", "PlaygroundSupport", "CoreImage", "CoreGraphics",
    ]
    static let combineTypes: Set<String> = [
        "CurrentValueSubject", "PassthroughSubject", "AnyCancellable", "AnyPublisher", "Published",
    ]
    static let lifecycle = ["viewDidLoad", "viewWillAppear", "viewDidAppear", "awakeFromNib"]

    /// Names only the posts' examples use, each with the lesson that runs that example.
    static let postWords: [(word: String, lesson: String)] = [
        ("CompletableDeferredSet", "semaphore"), ("signalSemaphoreIfNeeded", "semaphore"), ("waitSemaphoreIfNeeded", "semaphore"),
        ("canSignal", "semaphore"), ("completableDeferredSet", "semaphore"), ("printCurrent", "threads"),
        ("testThread", "threads"), ("AsyncSumOperation", "async-sum"), ("isAsynchronous", "async-sum"),
        ("willChangeValue", "async-sum"), ("executing", "async-sum"), ("serialUrls", "dependencies"),
        ("disposeBag", "race"), ("MainScheduler", "race"), ("LoadDataOperation", "dependencies"),
        ("LoadImagesOperation", "dependencies"), ("NetworkImageOperation", "dependencies"), ("ImageOperationCompletion", "dependencies"),
        ("loadData", "dependencies"), ("secondaryProcessing", "dependencies"), ("TiltShiftOperation", "dependencies"),
        ("AsyncOperation", "async-sum"), ("GroupTaskModel", "group"), ("groupCellTaskModel", "group"),
        ("NoneViewController", "freeze"), ("CurrencyFirstViewController", "freeze"), ("CurrencySecondViewController", "freeze"),
        ("CustomTableViewCell", "freeze"), ("APISessionModel", "freeze"), ("DispatchTest", "workitem"),
        ("requestWorkItem", "workitem"), ("dataSourceUpdateQueue", "race"), ("ViewModelable", "race"),
        ("DataSourceable", "race"), ("outputSubject", "race"), ("VoteMainViewModel", "tasks"),
        ("VoteMainViewController", "tasks"), ("startFetchingVotePareArray", "tasks"), ("fetchRandomFeedArrayWithLimit", "tasks"),
        ("DefaultMakeVoteListUseCase", "tasks"), ("DefaultFirestoreRepository", "tasks"), ("fetchRandomFeedArray", "tasks"),
    ]

    /// The API a file uses, each with the lesson about it, the more particular first.
    static let apiWords: [(word: String, lesson: String)] = [
        ("withTaskGroup", "tasks"), ("Task.detached", "tasks"), ("Task {", "tasks"), ("actor ", "actors"),
        ("withCheckedContinuation", "continuations"), ("flags: .barrier", "barrier"), ("DispatchWorkItem", "workitem"),
        ("DispatchGroup", "group"), ("DispatchSemaphore", "semaphore"), ("NSLock", "locks"), ("addDependency", "dependencies"),
        ("OperationQueue", "operation-queue"), ("Operation", "async-sum"), ("qos:", "qos"), ("DispatchQueue(label:", "queues"),
    ]

    /// Members the posts show apart from their class, and the class they belong in.
    static let members: [(word: String, owner: String)] = [
        ("signalSemaphoreIfNeeded", "CompletableDeferredSet"), ("waitSemaphoreIfNeeded", "CompletableDeferredSet"),
        ("workSet", "CompletableDeferredSet"), ("ImageOperationCompletion", "NetworkImageOperation"),
        ("willChangeValue", "AsyncOperation"), ("isAsynchronous", "AsyncOperation"), ("isExecuting", "AsyncOperation"),
        ("completableDeferredSet", "ViewController"), ("dataSourceUpdateQueue", "ViewModel"), ("disposeBag", "ViewController"),
        ("executing", "AsyncOperation"),
    ]

    /// `text` with its comments and string literals' contents replaced by spaces, newlines kept
    /// (a string's quotes stay, so `"a" + b` still reads as code around a string).
    static func code(_ text: String) -> String {
        var out = ""
        var chars = Array(text)[...]
        var state = Lexing.code
        while let c = chars.first {
            let pair = String(chars.prefix(2))
            let (kept, taken, next) = state.step(c, pair)
            out += kept
            chars = chars.dropFirst(taken)
            state = next
        }
        return out
    }

    /// Where a character of the text is: in code, a string, a line comment, or a block comment
    /// of some depth (block comments nest in Swift).
    enum Lexing {
        case code, string, lineComment
        case blockComment(depth: Int)

        /// What one step keeps of `c` (or of the two characters `pair` it begins), how many
        /// characters it takes, and where the text is after them.
        func step(_ c: Character, _ pair: String) -> (kept: String, taken: Int, next: Lexing) {
            let blank = c == "\n" ? "\n" : " "
            switch self {
            case .code:
                if pair == "//" { return ("  ", 2, .lineComment) }
                if pair == "/*" { return ("  ", 2, .blockComment(depth: 1)) }
                return (String(c), 1, c == "\"" ? .string : .code)
            case .string:
                if c == "\\" && pair.count == 2 && !pair.hasSuffix("\n") { return ("  ", 2, .string) }
                if c == "\"" || c == "\n" { return (String(c), 1, .code) }
                return (" ", 1, .string)
            case .lineComment:
                return (blank, 1, c == "\n" ? .code : .lineComment)
            case .blockComment(let depth):
                if pair == "*/" { return ("  ", 2, depth == 1 ? .code : .blockComment(depth: depth - 1)) }
                if pair == "/*" { return ("  ", 2, .blockComment(depth: depth + 1)) }
                return (blank, 1, self)
            }
        }
    }
}
