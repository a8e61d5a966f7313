import Foundation
import LearnLanguage
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnPlay

/// Code pasted from the posts as it is (no imports, UIKit classes, a method without its class,
/// `...` where the post left code out) gets, after the compiler's messages, a sentence that says
/// what to change, in English and Korean. Programs written fresh in the posts' style, not copied
/// from them. The compiler's words are given here as `swiftc` prints them; the slow suite below
/// compiles two such files for real.
@Suite struct PastedPostsTests {
    /// The notes' sentences with their lines joined again, in `language`.
    static func said(_ output: String, _ text: String, _ language: Language = .en) -> String {
        LinuxDifferences.notes(for: output, in: text, Catalogue(language)).map(LinuxDifferencesTests.sentence).joined(separator: "\n")
    }

    static let photoScreen = """
        import UIKit

        // A table of photos; UILabel in a comment does not count.
        final class PhotoListViewController: UITableViewController {
            @IBOutlet weak var spinner: UIActivityIndicatorView!
            let loader = OperationQueue()

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                loader.addOperation { DispatchQueue.main.async { self.tableView.reloadData() } }
            }
        }
        """

    @Test("a UIKit subclass gets its Linux note whether or not UIKit is imported")
    func aUIKitSubclassIsExplained() {
        let withImport = Self.said("photos.swift:1:8: error: no such module 'UIKit'", Self.photoScreen)
        #expect(withImport.contains("`UITableViewController` and UIKit's other types exist only on Apple platforms"), "\(withImport)")
        #expect(withImport.contains("write `final class PhotoListViewController` without its superclass"))
        #expect(withImport.contains("call `PhotoListViewController().viewWillAppear(false)` yourself at the end of the file"))
        #expect(withImport.contains("`learn play --from operation-queue`"))
        let bare = Self.photoScreen.replacingOccurrences(of: "import UIKit\n", with: "")
        let output = "photos.swift:3:39: error: cannot find type 'UITableViewController' in scope"
        #expect(Self.said(output, bare).contains("write `final class PhotoListViewController` without its superclass"))
        let ko = Self.said(output, bare, .ko)
        #expect(ko.contains("`UITableViewController`을(를) 비롯한 UIKit 타입은 Apple 플랫폼에만 있고"), "\(ko)")
        #expect(ko.contains("파일 끝에서 `PhotoListViewController().viewWillAppear(false)`을 직접 호출하세요"), "\(ko)")
    }

    @Test("UIKit types used without a UIKit superclass, and UIKit imported for nothing")
    func uiKitTypesAndAnUnusedImport() {
        let thumbnails = """
            let queue = DispatchQueue(label: "thumbs")
            var thumbnail: UIImage?
            queue.async { thumbnail = UIImage(named: "cat") }
            """
        let types = Self.said("t.swift:2:16: error: cannot find type 'UIImage' in scope", thumbnails)
        #expect(types.contains("`UIImage` and UIKit's other types exist only on Apple platforms"), "\(types)")
        #expect(types.contains("(`Data` for an image, a `String` for a label's text)"))
        // A table view's reload pasted alone, in a hop to main at the top level.
        let reload = "import Foundation\nDispatchQueue.main.async {\n    tableView.reloadData()\n}\n"
        let table = Self.said("r.swift:3:5: error: cannot find 'tableView' in scope", reload)
        #expect(table.contains("`UITableView` and UIKit's other types exist only on Apple platforms"), "\(table)")
        let unused = "import UIKit\nlet queue = DispatchQueue(label: \"q\")\n"
        #expect(
            Self.said("u.swift:1:8: error: no such module 'UIKit'", unused)
                == "Note: This file imports UIKit, which exists only on Apple platforms, but uses none of its types: replace `import UIKit` with `import Foundation`."
        )
        #expect(Self.said("u.swift:1:8: error: no such module 'UIKit'", unused, .ko).contains("`import UIKit`을 `import Foundation`으로 바꾸세요"))
    }

    @Test("a missing import Foundation is one sentence naming the first Foundation name")
    func aMissingImportIsOneSentence() {
        let output = """
            jobs.swift:1:13: error: cannot find 'OperationQueue' in scope
            jobs.swift:2:1: error: cannot find 'Thread' in scope
            """
        let text = "let jobs = OperationQueue()\nThread.sleep(forTimeInterval: 0.1)\n"
        #expect(
            Self.said(output, text)
                == "Note: `OperationQueue` comes from Foundation, which the posts' code leaves out: put `import Foundation` on the file's first line."
        )
        let ko = Self.said(output, text, .ko)
        #expect(ko.contains("`OperationQueue`") && ko.contains("파일 첫 줄에 `import Foundation`을 쓰세요"), "\(ko)")
        // A file that imports Foundation is not told to import it.
        #expect(Self.said("a.swift:2:1: error: cannot find 'Thread' in scope", "import Foundation\nThread.x()\n").isEmpty)
    }

    @Test("fragments: self at the top level, self in a property's first value, members without their class")
    func fragmentsSayWhereTheyBelong() {
        let text = """
            import Foundation
            final class Uploader {
                var sent = 0
                let job = BlockOperation { self.sent += 1 }
            }
            self.refreshControl.endRefreshing()
            """
        let output = """
            f.swift:4:32: error: cannot find 'self' in scope; did you mean to use it in a type or extension context?
            f.swift:6:1: error: cannot find 'self' in scope; did you mean to use it in a type or extension context?
            """
        let said = Self.said(output, text)
        #expect(said.contains("Note: `self` at the top level: these lines are the inside of a method"), "\(said)")
        #expect(said.contains("Note: Line 4 uses `self` in a stored property's first value"), "\(said)")
        #expect(said.contains("write `lazy var` instead of `let` there"))
        #expect(Self.said(output, text, .ko).contains("4번 줄은 저장 프로퍼티의 초깃값에서 `self`를 씁니다"))
        // A method of the post's deferred, pasted alone.
        let method = """
            private func signalSemaphoreIfNeeded() {
                guard self.canSignal else { return }
                self.semaphore.signal()
            }
            """
        let alone = Self.said(
            "m.swift:2:11: error: cannot find 'self' in scope; did you mean to use it in a type or extension context?", method)
        #expect(alone.contains("These lines are members of `CompletableDeferredSet`"), "\(alone)")
        #expect(alone.contains("paste them inside the braces of `class CompletableDeferredSet`"))
        #expect(alone.contains("`learn play --from semaphore`"))
        // An operation's state, pasted without its class: `Operation`'s own methods name the class.
        let state = "var phase = Phase.idle {\n    willSet { willChangeValue(forKey: \"isReady\") }\n}\n"
        let stateOutput = "s.swift:1:13: error: cannot find 'Phase' in scope\ns.swift:2:15: error: cannot find 'willChangeValue' in scope"
        let members = Self.said(stateOutput, state)
        #expect(members.contains("These lines are members of `AsyncOperation`") && !members.contains("part of an app"), "\(members)")
        let override = Self.said("o.swift:1:1: error: 'override' can only be specified on class members", "override func start() {}\n")
        #expect(override.contains("These lines are members of a class (an `override`, an `init`) with no class around them"))
    }

    @Test("a type of another block, the post's `...`, an app's own types, Rx, Combine and playgrounds")
    func theRestOfAPostIsNamed() {
        let chain = "let first = AsyncOperation()\n"
        let elsewhere = Self.said("c.swift:1:13: error: cannot find 'AsyncOperation' in scope", chain)
        #expect(elsewhere.contains("`AsyncOperation` is declared in another block of post 001: paste that block into this file too"))
        #expect(elsewhere.contains("`learn play --from async-sum`"))
        let screen = """
            final class VoteMainViewModel {
                ...
                func start() { Task.detached { await self.fetcher.fetchFeeds(repository: FeedStore(), limit: Limits.page) } }
            }
            """
        let output = ["fetcher", "FeedStore", "Limits"].map { "s.swift:3:50: error: cannot find '\($0)' in scope" }.joined(separator: "\n")
        let app = Self.said(output + "\ns.swift:2:5: error: operators must have one or two arguments", screen)
        #expect(app.contains("Note: Line 2 is `...`: the post left code out there"), "\(app)")
        #expect(app.contains("it uses `fetcher`, `FeedStore`, `Limits`, which neither it nor the post declares"), "\(app)")
        #expect(app.contains("`learn play --from tasks`"))
        #expect(Self.said(output, screen, .ko).contains("`fetcher`, `FeedStore`, `Limits`을(를) 쓰는데"))
        // A learner's own file with three unknown names and no name of the posts gets no such note.
        #expect(!Self.said(output, "let x = fetcher + FeedStore + Limits\n").contains("part of an app"))
        let rx = Self.said("r.swift:1:8: error: no such module 'RxSwift'", "import RxSwift\nlet bag = DisposeBag()\n")
        #expect(rx.contains("RxSwift and RxCocoa are packages that `learn play` does not build"), "\(rx)")
        let combine = Self.said(
            "k.swift:1:12: error: cannot find type 'PassthroughSubject' in scope", "let s: PassthroughSubject<Int, Never>\n")
        #expect(combine.contains("Combine (`PassthroughSubject`) exists only on Apple platforms"), "\(combine)")
        let page = Self.said("p.swift:1:8: error: no such module 'PlaygroundSupport'", "import PlaygroundSupport\n")
        #expect(page.contains("delete `import PlaygroundSupport` and the `PlaygroundPage` lines"), "\(page)")
    }

    @Test("what the file's text says: comments and strings do not count, braces tell a type")
    func theTextIsReadAsCode() {
        let code = PastedCode(
            """
            // UIViewController in a comment
            let s = "UILabel in a string"
            /* UIImage /* nested */ still a comment */
            final class Box<T: UITableViewCell> {
                let item = 1
            }
            class func none() {}
            """)
        #expect(code.uiKitTypes == ["UITableViewCell"])
        #expect(code.uiKitSubclass == nil)  // a generic constraint is not a superclass
        #expect(code.insideType(line: 5) && !code.insideType(line: 7))
    }

    /// The posts' own code blocks (all 47 of the five posts, `Fixtures/PastedPosts`), each as
    /// pasted, beside swiftc 6.3.1's error lines for it: none compiles as it is, and each gets at
    /// least one note saying what to change, in either language, within 80 columns.
    @Test("every block of the five posts, as pasted, gets a sentence that says what to change")
    func everyBlockOfThePostsIsExplained() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/PastedPosts")
        let blocks = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(blocks.count == 47)
        for block in blocks {
            let text = try String(contentsOf: folder.appendingPathComponent(block), encoding: .utf8)
            let errors = block.replacingOccurrences(of: ".swift", with: ".compiler.txt")
            let output = try String(contentsOf: folder.appendingPathComponent(errors), encoding: .utf8)
            for language in Language.allCases {
                let notes = LinuxDifferences.notes(for: output, in: text, Catalogue(language))
                #expect(!notes.isEmpty, "\(block) in \(language) gets no note")
                let lines = notes.flatMap { $0.split(separator: "\n").map(String.init) }
                #expect(lines.allSatisfy { TerminalLines.columns($0) <= 80 }, "\(block): \(notes)")
            }
        }
    }

    @Test("every lesson a note names exists")
    func everyLessonNamedExists() throws {
        let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Lessons")
        let ids = try FileManager.default.contentsOfDirectory(atPath: lessons.path).filter { $0.hasSuffix(".md") }.compactMap { name in
            try String(contentsOf: lessons.appendingPathComponent(name), encoding: .utf8).split(separator: "\n").first {
                $0.hasPrefix("id: ")
            }.map { String($0.dropFirst(4)) }
        }
        let named = Set(PastedCode.postWords.map(\.lesson) + PastedCode.apiWords.map(\.lesson) + ["threads"])
        #expect(named.subtracting(ids).isEmpty, "\(named.subtracting(ids))")
    }

    @Test("every note fits 80 columns in either language, its lines under its text")
    func notesFit() {
        let cases: [(String, String)] = [
            ("a.swift:1:8: error: no such module 'UIKit'", Self.photoScreen),
            ("a.swift:1:8: error: no such module 'UIKit'", "import UIKit\n"),
            ("a.swift:1:8: error: cannot find type 'UIImage' in scope", "var i: UIImage?\n"),
            ("a.swift:1:8: error: no such module 'RxSwift'", "import RxSwift\n"),
            ("a.swift:1:8: error: no such module 'PlaygroundSupport'", "import PlaygroundSupport\n"),
            ("a.swift:1:8: error: cannot find type 'CurrentValueSubject' in scope", "let s: CurrentValueSubject<Int, Never>\n"),
            ("a.swift:1:8: error: cannot find 'AsyncOperation' in scope\na.swift:2:1: error: cannot find 'self' in scope", "...\n"),
            ("a.swift:1:1: error: 'override' can only be specified on class members", "override func main() {}\n"),
            ("a.swift:2:3: error: cannot find 'self' in scope", "class A {\n  let b = { self }\n}\n"),
            (
                ["a", "b", "c", "d"].map { "x.swift:1:1: error: cannot find '\($0)' in scope" }.joined(separator: "\n"),
                "VoteMainViewModel\n"
            ),
        ]
        for language in Language.allCases {
            for (output, text) in cases {
                let notes = LinuxDifferences.notes(for: output, in: text, Catalogue(language))
                #expect(!notes.isEmpty, "\(language): \(output)")
                for note in notes {
                    let lines = note.split(separator: "\n").map(String.init)
                    #expect(lines.allSatisfy { TerminalLines.columns($0) <= 80 }, "\(language): \(note)")
                    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") }, "\(note)")
                }
            }
        }
    }
}
