import Foundation
import LearnLanguage
import LearnState
import LearnTrace

/// The file `play --new NAME` starts a learner with: a small commented example to change.
package enum ScratchFile {
    /// The example with its comments in English.
    package static var example: String { example(in: .en) }

    /// The example with its comments in `language` (`playExampleIntro`, `playExampleTry`):
    /// the code is written once, here; only its comments are words.
    package static func example(in language: Language) -> String {
        let words = Catalogue(language)
        let intro = words(.playExampleIntro).split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "//" : "// " + $0 }
        return intro.joined(separator: "\n") + "\n" + code.replacingOccurrences(of: "TRY", with: words(.playExampleTry))
    }

    /// The example's code; `TRY` is where its one comment goes.
    private static let code = """
        import Foundation

        let queue = DispatchQueue(label: "counter")
        let group = DispatchGroup()
        var count = 0

        for worker in 1...3 {
            DispatchQueue.global().async(group: group) {
                for _ in 0..<100 {
                    queue.sync { count += 1 }   // TRY
                }
                print("worker \\(worker) done")
            }
        }

        group.wait()
        print("count = \\(count)")

        """

    /// A file to start from for a lesson: the code the lesson shows, as comments (it is part
    /// of a demo, not a whole program), then the example to change into your own version.
    /// Its two comment lines at the top, and the example's comments, are in `words`' language.
    package static func lessonStarter(title: String, id: String, blocks: [String], words: Catalogue = Catalogue(.en)) -> String {
        var text = words(.playTryItYourself, title, id) + "\n"
        text += words(.playLessonCode) + "\n//\n"
        for block in blocks {
            for line in block.split(separator: "\n", omittingEmptySubsequences: false) { text += "//     " + line + "\n" }
            text += "//\n"
        }
        return text + "\n" + example(in: words.language)
    }

    /// Writes the example, its comments in `language`, to `name` (`.swift` added when missing);
    /// never overwrites a file.
    package static func create(_ name: String, language: Language = .en) throws(PlayError) -> String {
        let path = name.hasSuffix(".swift") ? name : name + ".swift"
        switch UserFile.create(path, example(in: language)) {
        case .success: return path
        case .failure(.exists): throw .fileExists(path)
        case .failure(.failed(let reason)): throw .cannotWrite(path, reason: reason)
        }
    }
}
