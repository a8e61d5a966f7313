import LearnLanguage
import LearnTrace

/// Known differences between the posts' code (written on Apple platforms, shown without its
/// imports, often a fragment of an app) and Linux, where learn compiles one file with
/// swift-corelibs-foundation and no Objective-C runtime: when a compile fails, one sentence per
/// difference after the compiler's messages names it and what to change.
/// Not a guess at every error: each sentence is under a fact of the compiler's words or of the
/// file's own text (``PastedCode``): a module it imports, a type it names, a line it has.
enum LinuxDifferences {
    /// The compiler's words that show a difference (any one of them), and the sentence for it.
    private static let known: [(words: [String], sentence: MessageKey)] = [
        (["cannot be overridden from extension"], .linuxOverride),
        (
            [
                "'#keyPath' can only be used with the Objective-C runtime", "Objective-C interoperability is disabled",
                "has no member 'observe'", "has no member 'addObserver'",
            ],
            .linuxKVO
        ),
    ]

    /// Names Foundation (with Dispatch) declares that the posts' code uses without importing it.
    static let foundationNames: Set<String> = [
        "Thread", "DispatchQueue", "DispatchGroup", "DispatchSemaphore", "DispatchWorkItem", "DispatchTime", "DispatchQoS",
        "DispatchTimeoutResult", "DispatchWallTime", "OperationQueue", "BlockOperation", "Operation", "NSLock", "NSRecursiveLock",
        "NSCondition", "NSObject", "sleep", "usleep", "Date", "URL", "Data", "TimeInterval", "Bundle", "PropertyListSerialization",
        "RunLoop", "ProcessInfo", "exit", "dispatchMain", "UUID", "IndexPath", "CGFloat", "JSONDecoder", "JSONEncoder",
    ]

    /// A view controller's properties the posts' fragments use with no declaration, and their
    /// UIKit types: `tableView.reloadData()` pasted alone is UIKit's table view.
    static let uiKitProperties: [String: String] = [
        "tableView": "UITableView", "collectionView": "UICollectionView", "navigationController": "UINavigationController",
        "refreshControl": "UIRefreshControl", "textLabel": "UILabel", "imageView": "UIImageView",
    ]

    /// Types the posts' blocks declare, each with its post: another block may use them.
    static let postDeclared: [String: String] = [
        "AsyncOperation": "001", "AsyncSumOperation": "001", "LoadDataOperation": "001", "LoadImagesOperation": "001",
        "NetworkImageOperation": "001", "ImageOperationCompletion": "001", "CompletableDeferredSet": "004",
        "NoneViewController": "000", "CustomTableViewCell": "000", "CustomCellSizeDelegate": "000", "GroupTaskModel": "000",
        "ViewModel": "002", "ViewModelable": "002", "DataSourceable": "002",
    ]

    /// Names the posts use and never declare: the app around a block has them.
    static let appNames: Set<String> = [
        "CurrencyFirstViewController", "CurrencySecondViewController", "SpaceInfo", "APISessionModel", "LoggerUtil",
        "HasCoordinatorViewController", "VoteMainViewModelProtocol", "PetpionFeed", "PetpionVotePare", "MakeVoteListUseCase",
        "FirestoreRepository", "ProcessImagesOperation", "SecondaryProcessingOperation", "TiltShiftOperation",
    ]

    /// The sentences for the differences the compiler's `output` on the file `text` shows, each
    /// once, as "Note: …" in `words`' language, wrapped to 80 columns under the note's text (they
    /// follow the compiler's own lines, which are not wrapped, before any width is known).
    static func notes(for output: String, in text: String = "", _ words: Catalogue = Catalogue(.en)) -> [String] {
        let head = words(.playNote)
        let indent = String(repeating: " ", count: TerminalLines.columns(head))
        return sentences(for: output, in: text, words).map {
            TerminalLines.wrap(head + $0, to: 80, indent: indent).joined(separator: "\n")
        }
    }

    /// The sentences themselves, in the order a learner would make the changes.
    static func sentences(for output: String, in text: String, _ words: Catalogue) -> [String] {
        let code = PastedCode(text)
        let lesson = code.lesson.id
        let missing = missingNames(output)
        var out: [String] = []
        if let first = code.elidedLines.first { out.append(words(.pastedElided, first, lesson)) }
        out += appleNotes(output, code, missing, words)
        let importsFoundation = code.lines.contains { $0.hasPrefix("import Foundation") }
        if !importsFoundation, let name = missing.first(where: foundationNames.contains) ?? capitalized(output) {
            out.append(words(.linuxImportFoundation, name))
        }
        out += known.filter { $0.words.contains(where: output.contains) }.map { words($0.sentence) }
        if let name = missing.first(where: { postDeclared[$0] != nil }), let post = postDeclared[name] {
            out.append(words(.pastedElsewhere, name, post, lesson))
        }
        let members = memberNotes(output, code, words)
        out += members
        if members.isEmpty {
            let unknown = missing.filter {
                !foundationNames.contains($0) && postDeclared[$0] == nil && !$0.hasPrefix("UI") && $0 != "self"
                    && uiKitProperties[$0] == nil
                    && code.combineType != $0 && $0 != "PlaygroundPage"
            }
            if unknown.contains(where: appNames.contains) || (unknown.count >= 3 && code.lesson.fromPost) {
                out.append(words(.pastedApp, listed(unknown, words), lesson))
            }
        }
        return out
    }

    /// The notes on modules and types only Apple platforms have, from the file's imports and names.
    private static func appleNotes(_ output: String, _ code: PastedCode, _ missing: [String], _ words: Catalogue) -> [String] {
        let imports = code.appleImports
        let lesson = code.lesson.id
        var out: [String] = []
        if let (name, superclass) = code.uiKitSubclass {
            out.append(words(.linuxUIKitClass, superclass, name, code.lifecycleMethod, lesson))
        } else if let type = code.uiKitTypes.first ?? missing.first(where: { $0.hasPrefix("UI") })
            ?? missing.lazy.compactMap({ uiKitProperties[$0] }).first
        {
            out.append(words(.linuxUIKitTypes, type, lesson))
        } else if imports.contains("UIKit") || output.contains("no such module 'UIKit'") {
            out.append(words(.linuxUIKitUnused))
        }
        for module in ["AppKit", "SwiftUI", "WebKit"] where output.contains("no such module '\(module)'") {
            out.append(words(.linuxUIKit, module))
        }
        if imports.contains("RxSwift") || imports.contains("RxCocoa") || output.contains("no such module 'Rx") {
            out.append(words(.linuxRx, lesson))
        }
        if let type = code.combineType ?? (imports.contains("Combine") ? "Combine" : nil) {
            out.append(words(.linuxCombine, type, lesson))
        }
        if imports.contains("PlaygroundSupport") || code.identifiers.contains("PlaygroundPage") {
            out.append(words(.linuxPlayground))
        }
        return out
    }

    /// The notes on members pasted without their class (`override`, `init` or `self` outside a
    /// type), and on `self` in a stored property's first value.
    private static func memberNotes(_ output: String, _ code: PastedCode, _ words: Catalogue) -> [String] {
        let outside = ["'override' can only be specified on class members", "initializers may only be declared within a type"]
        // `Operation`'s own methods, called where no class is around them
        let inherited = ["cannot find 'willChangeValue' in scope", "cannot find 'didChangeValue' in scope"]
        let selfLines = errorLines(output, "cannot find 'self' in scope")
        let inProperty = selfLines.filter { code.insideType(line: $0) }
        let topLevel = selfLines.count > inProperty.count
        var out: [String] = []
        if let owner = code.ownerClass, topLevel || (outside + inherited).contains(where: output.contains) {
            out.append(words(.pastedMembersOf, owner, code.lesson.id))
        } else if outside.contains(where: output.contains) {
            out.append(words(.pastedMembers, code.lesson.id))
        } else if topLevel {
            out.append(words(.pastedSelf, code.lesson.id))
        }
        if let line = inProperty.first { out.append(words(.pastedSelfInProperty, line)) }
        return out
    }

    /// The lines (1-based) of the compiler's errors that begin `message`, each once, in order.
    static func errorLines(_ output: String, _ message: String) -> [Int] {
        var lines: [Int] = []
        for text in output.split(separator: "\n") where text.contains(": error: " + message) {
            let fields = text.split(separator: ":", omittingEmptySubsequences: false)
            guard let at = fields.firstIndex(where: { $0.hasSuffix(".swift") }), at + 1 < fields.count,
                let line = Int(fields[at + 1]), !lines.contains(line)
            else { continue }
            lines.append(line)
        }
        return lines
    }

    /// The names the compiler could not find, first error first, each once.
    static func missingNames(_ output: String) -> [String] {
        var names: [String] = []
        for part in output.components(separatedBy: "cannot find ").dropFirst() {
            let quoted = part.hasPrefix("type '") ? part.dropFirst(6) : part.hasPrefix("'") ? part.dropFirst() : ""
            guard let end = quoted.firstIndex(of: "'"), quoted[end...].hasPrefix("' in scope") else { continue }
            let name = String(quoted[..<end])
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// `capitalized`, when the compiler says String has no such member (it is Foundation's).
    private static func capitalized(_ output: String) -> String? {
        output.contains("has no member 'capitalized'") ? "capitalized" : nil
    }

    /// At most three names in backquotes, and how many more.
    private static func listed(_ names: [String], _ words: Catalogue) -> String {
        let shown = names.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
        return names.count > 3 ? words(.pastedAndMore, shown, names.count - 3) : shown
    }
}
