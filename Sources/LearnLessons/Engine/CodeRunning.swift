import LearnRunner

/// Compiles and runs the Swift file of a `@run file=`. The player knows no compiler, and
/// whether a folder's code may run is the learner's to say: the command layer provides this.
package protocol CodeRunning {
    /// Gets `file` ready to run (asks, compiles or finds it compiled): the runner for its runs,
    /// or one sentence saying why it does not run (the lesson stops there). `say` shows a line.
    func prepare(_ file: CodeFile, lesson: Lesson, say: (String) -> Void) -> Result<any TargetRunning, CodeFileProblem>
}

extension LessonEngine {
    /// The runner and requests of a `@run file=`: the same file `repeat=` times, as it is.
    func codeRequests(_ run: RunDirective, file name: String) -> Result<(any TargetRunning, [RunRequest]), CodeFileProblem> {
        guard let codeRunner else {
            return .failure(CodeFileProblem("this lesson runs the Swift file `\(name)`, and nothing here can compile it"))
        }
        let file: CodeFile
        switch CodeFile.beside(lesson.file, named: name) {
        case .success(let found): file = found
        case .failure(let problem): return .failure(problem)
        }
        switch codeRunner.prepare(file, lesson: lesson, say: { printer.say($0) }) {
        case .success(let runner):
            let request = RunRequest(program: ProgramTarget(fileName: name))
            return .success((runner, Array(repeating: request, count: run.repeatCount)))
        case .failure(let problem):
            return .failure(problem)
        }
    }
}
