extension LessonValidator {
    /// A `@run file=NAME.swift`: the file must be beside the lesson and fit the playground; the
    /// demo's keys do not apply (the file runs as it is), while `repeat=`, `view=` and `budget=` do.
    mutating func visitCodeRun(_ run: RunDirective, file name: String, _ at: SourcePosition) {
        runDemo = nil
        runCode = nil
        for argument in run.arguments where ["demo", "variant"].contains(argument.name) {
            error(
                SourcePosition(line: at.line, column: argument.column),
                "`\(argument.name)=` is for a demo; a `@run file=` runs its Swift file as it is: remove `\(argument.name)=` or `file=`")
        }
        for parameter in run.parameters {
            error(
                SourcePosition(line: at.line, column: parameter.column),
                "`\(parameter.name)` is a demo parameter; a `@run file=` takes none (only repeat=, view= and budget=): the file runs as it is"
            )
        }
        checkRepeatAndViews(run, at)
        let column = (run.arguments.first { $0.name == "file" }?.column ?? 1) + 5
        switch CodeFile.beside(lesson.file, named: name) {
        case .success(let file): runCode = file
        case .failure(let problem):
            error(SourcePosition(line: at.line, column: column), problem.text)
            // its labels are unknown: the checks below are not judged against another run's
            runCode = CodeFile(name: name, path: "", folder: "", labels: nil)
        }
    }
}
