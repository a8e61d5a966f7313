import Foundation
import LearnJudge
import LearnLanguage

extension LessonChecker {
    /// Checks the shipped translations (`Lessons/ko/*.md`) against their sources.
    package static func checkShippedTranslations() -> TranslationChecker.Findings {
        checkTranslations(LessonTranslations.shipped) { path in
            LessonFiles.shipped.first { $0.path == path }?.bytes
        }
    }

    /// Checks the translations that `paths` name: a folder's `LANG/*.md` (`Lessons/` checks
    /// `Lessons/ko/`), a language folder's files, or a translation named alone.
    package static func checkTranslations(paths: [String]) -> TranslationChecker.Findings {
        var files: [(path: String, bytes: [UInt8])] = []
        var findings = TranslationChecker.Findings()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let folders =
                isDirectory.boolValue
                ? (TranslationPath.isLanguageFolder(path)
                    ? [path] : Language.allCases.filter { $0 != .source }.map { (path as NSString).appendingPathComponent($0.rawValue) })
                : []
            for folder in folders where FileManager.default.fileExists(atPath: folder) {
                let (found, problems) = LessonFiles.lessons(in: folder)
                files += found
                findings.problems += problems
            }
            if !isDirectory.boolValue, TranslationPath.isLanguageFolder((path as NSString).deletingLastPathComponent),
                case .success(let bytes) = LessonFiles.contents(path)
            {
                files.append((path, bytes))
            }
        }
        return findings + checkTranslations(files) { path in try? LessonFiles.contents(path).get() }
    }

    /// Each translation against the source its path names (`read` gives the source's bytes).
    static func checkTranslations(
        _ files: [(path: String, bytes: [UInt8])], read: (String) -> [UInt8]?
    ) -> TranslationChecker.Findings {
        var findings = TranslationChecker.Findings()
        for file in files {
            let sourcePath = TranslationPath.source(of: file.path)
            guard let source = read(sourcePath) else {
                findings.problems.append(Diagnostic(file: file.path, line: 1, column: 1, Words(.translationNoSource, sourcePath)))
                continue
            }
            findings =
                findings + TranslationChecker.check(bytes: file.bytes, file: file.path, source: source, sourceFile: sourcePath).findings
        }
        return findings
    }
}
