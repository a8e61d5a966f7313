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

    /// ``example`` with its comments in Korean: the same code, line for line.
    package static let koreanExample = """
        // 플레이그라운드 파일: `learn play`가 컴파일해 실행하고, 각 블록이 어느 스레드와
        // 큐에서 실행됐는지, 각 줄이 어디서 출력됐는지 보여 줍니다. 고친 뒤 `again`으로 다시
        // 실행하세요 (셸에서 `edit`은 편집기로 파일을 열고, 저장하고 나가면 다시 실행합니다).
        //
        // 선택: trace.span("name") { … }, trace.mark("name"), trace.value("name", 42)로
        // trace에 직접 구간, mark, 값을 더할 수 있습니다.
        import Foundation

        let queue = DispatchQueue(label: "counter")
        let group = DispatchGroup()
        var count = 0

        for worker in 1...3 {
            DispatchQueue.global().async(group: group) {
                for _ in 0..<100 {
                    queue.sync { count += 1 }   // `queue.sync` 없이 실행해 보고, 그다음 --tsan으로
                }
                print("worker \\(worker) done")
            }
        }

        group.wait()
        print("count = \\(count)")

        """

    /// The example with its comments in `language`.
    package static func example(in language: Language) -> String {
        switch language {
        case .en: example
        case .ko: koreanExample
        }
    }

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
