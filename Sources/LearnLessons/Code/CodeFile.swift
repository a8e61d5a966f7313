import Foundation
import LearnRunner
import LearnState

/// The Swift file a teacher's `@run file=NAME.swift` runs: a file beside the lesson, read and
/// looked over without compiling it (`learn check` never compiles or runs code).
package struct CodeFile: Sendable, Equatable {
    /// The name as the lesson writes it (`bank.swift`).
    package let name: String
    /// The absolute path of the file.
    package let path: String
    /// The absolute path of the folder the lesson and the file are in.
    package let folder: String
    /// The labels the file records, `trace.span/mark/value("…")` then the playground's
    /// ``LearnerProgram/itemLabels``; nil when a
    /// label is computed (`trace.span(name)`, `"w\(i)"`), so not every one can be known unrun.
    package let labels: [String]?

    /// The file `name` beside the lesson `lessonFile`, read and checked: a sentence for the
    /// teacher when it cannot be run (not beside the lesson, missing, not a regular file, too
    /// large, not UTF-8).
    package static func beside(_ lessonFile: String, named name: String) -> Result<CodeFile, CodeFileProblem> {
        guard !name.contains("/"), name != ".", name != ".." else {
            return .failure(
                .init("`\(name)` is not a file beside the lesson: name a .swift file in the lesson's own folder, without a path"))
        }
        guard name.hasSuffix(".swift"), name.count > 6 else {
            return .failure(.init("`\(name)` is not a Swift file: `file=` names a .swift file beside the lesson"))
        }
        let folder = absolute((lessonFile as NSString).deletingLastPathComponent)
        let path = (folder as NSString).appendingPathComponent(name)
        let data: [UInt8]
        switch UserFile.read(path, limit: LearnerProgram.maxBytes, followLinks: false) {
        case .success(let bytes): data = bytes
        case .failure(.missing):
            return .failure(.init("there is no `\(name)` beside the lesson (in \(folder)): add it, or fix the name"))
        case .failure(.notAFile(let what)):
            return .failure(.init("`\(name)` beside the lesson is \(what): put the Swift file itself there"))
        case .failure(.tooLarge(let bytes, _)):
            return .failure(
                .init(
                    "`\(name)` has \(bytes) bytes; a lesson's Swift file may have at most \(LearnerProgram.maxBytes / 1000) kB (one program, not a project)"
                ))
        case .failure(let problem):
            return .failure(.init("`\(name)` beside the lesson \(problem.words)"))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return .failure(.init("`\(name)` is not UTF-8 text: save it as UTF-8"))
        }
        return .success(CodeFile(name: name, path: path, folder: folder, labels: labels(in: text)))
    }

    /// The labels `text` records, or nil when one is computed.
    static func labels(in text: String) -> [String]? {
        let calls = text.matches(of: /trace\s*\.\s*(?:span|mark|value)\s*\(/).count
        let literal = text.matches(of: /trace\s*\.\s*(?:span|mark|value)\s*\(\s*"([^"\\\n]*)"/)
        guard literal.count == calls else { return nil }
        var found: [String] = []
        for match in literal where !found.contains(String(match.1)) { found.append(String(match.1)) }
        return found + LearnerProgram.itemLabels.filter { !found.contains($0) }
    }

    static func absolute(_ path: String) -> String {
        let folder = path.isEmpty ? "." : path
        if folder.hasPrefix("/") { return (folder as NSString).standardizingPath }
        let cwd = FileManager.default.currentDirectoryPath
        return ((cwd as NSString).appendingPathComponent(folder) as NSString).standardizingPath
    }
}

/// Why a `@run file=` cannot run: one sentence that says what to do.
package struct CodeFileProblem: Error, Sendable, Equatable {
    package var text: String
    package init(_ text: String) { self.text = text }
}

extension Lesson {
    /// The Swift files the lesson's runs name (`@run file=`), each once, in order: a lesson
    /// with any is code, not only data.
    package var codeFiles: [String] {
        var names: [String] = []
        for step in steps {
            if case .run(let run) = step.kind, let file = run.file, !names.contains(file) { names.append(file) }
        }
        return names
    }
}
