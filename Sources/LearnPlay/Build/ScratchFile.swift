import Foundation
import LearnLanguage
import LearnState
import LearnTrace

/// The file `play --new NAME` starts a learner with: a small commented example to change.
package enum ScratchFile {
    package static let example = """
        // A playground file: `learn play` compiles and runs it, and shows on which thread
        // and queue every block ran and every line was printed. Change it and run it `again`
        // (in the shell, `edit` opens it in your editor and reruns it when you save and quit).
        //
        // Optional: trace.span("name") { … }, trace.mark("name"), trace.value("name", 42)
        // add your own spans, marks and values to the trace.
        import Foundation

        let queue = DispatchQueue(label: "counter")
        let group = DispatchGroup()
        var count = 0

        for worker in 1...3 {
            DispatchQueue.global().async(group: group) {
                for _ in 0..<100 {
                    queue.sync { count += 1 }   // try it without `queue.sync`, then with --tsan
                }
                print("worker \\(worker) done")
            }
        }

        group.wait()
        print("count = \\(count)")

        """

    /// A file to start from for a lesson: the code the lesson shows, as comments (it is part
    /// of a demo, not a whole program), then the example to change into your own version.
    /// Its two comment lines at the top are in `words`' language.
    package static func lessonStarter(title: String, id: String, blocks: [String], words: Catalogue = Catalogue(.en)) -> String {
        var text = words(.playTryItYourself, title, id) + "\n"
        text += words(.playLessonCode) + "\n//\n"
        for block in blocks {
            for line in block.split(separator: "\n", omittingEmptySubsequences: false) { text += "//     " + line + "\n" }
            text += "//\n"
        }
        return text + "\n" + example
    }

    /// Writes the example to `name` (`.swift` added when missing); never overwrites a file.
    package static func create(_ name: String) throws(PlayError) -> String {
        let path = name.hasSuffix(".swift") ? name : name + ".swift"
        switch UserFile.create(path, example) {
        case .success: return path
        case .failure(.exists): throw .fileExists(path)
        case .failure(.failed(let reason)): throw .cannotWrite(path, reason: reason)
        }
    }
}
