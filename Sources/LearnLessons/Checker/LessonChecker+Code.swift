import LearnJudge

extension LessonChecker {
    /// The lessons at `paths` that run Swift files of their own, with the files' names
    /// (`learn check` lists them: such a lesson is code, not only data).
    package static func codeCarriers(paths: [String]) -> [(lesson: String, files: [String])] {
        var carriers: [(lesson: String, files: [String])] = []
        for path in paths {
            for file in LessonFiles.read(path).files where file.bytes.count <= LessonFiles.sizeLimit {
                let files = LessonParser.parse(bytes: file.bytes, file: file.path).lesson.codeFiles
                if !files.isEmpty { carriers.append((file.path, files)) }
            }
        }
        return carriers
    }

    /// A shipped lesson is data only: one diagnostic for each `@run file=` in one.
    static func shippedCode(_ files: [(path: String, bytes: [UInt8])]) -> [Diagnostic] {
        files.flatMap { file in
            LessonParser.parse(bytes: file.bytes, file: file.path).lesson.steps.compactMap { step -> Diagnostic? in
                guard case .run(let run) = step.kind, run.file != nil else { return nil }
                return Diagnostic(
                    file: file.path, line: step.position.line, column: step.position.column,
                    message: "a shipped lesson runs only the demos built into learn: `file=` belongs in a teacher's folder (--lessons)")
            }
        }
    }
}
