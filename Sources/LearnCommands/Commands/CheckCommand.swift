import ArgumentParser
import LearnExercises
import LearnJudge
import LearnLanguage
import LearnLessons
import LearnTrace

/// `learn check [PATH ...]`: validates lesson files and reports every problem.
package struct CheckCommand: OneShotCommand {
    package static let configuration = CommandConfiguration.command("check", about: .aboutCheck, details: .aboutCheckDetails)
    @Argument(help: ArgumentHelp(.aboutCheckPaths), completion: .file(extensions: ["md"]))
    package var paths: [String] = []
    @OptionGroup package var global: GlobalOptions
    package init() {}

    package func execute(in session: Session) throws {
        var problems: [Diagnostic]
        // translations (`Lessons/ko/barrier.md`) against their sources: wrong or stale, a problem
        var translations: TranslationChecker.Findings
        if paths.isEmpty {
            problems = LessonChecker.checkShipped() + ExerciseChecker.check(.shipped)
            translations = LessonChecker.checkShippedTranslations()
            let exercises = ExerciseTranslations.checkShipped()
            problems += exercises.problems + exercises.toUpdate
            if !session.lessonDirectories.isEmpty {
                problems += LessonChecker.check(paths: session.lessonDirectories)
                translations = translations + LessonChecker.checkTranslations(paths: session.lessonDirectories)
            }
        } else {
            // A folder of exercises (`Exercises/`) is checked as exercises, the rest as lessons.
            // An exercise's translation (`Exercises/ko/`, `Exercises/ko/race.md`) against its source.
            let exerciseTranslations = paths.filter(ExerciseTranslations.isTranslation)
            let exerciseFolders = paths.filter { ExerciseChecker.isExerciseFolder($0) && !exerciseTranslations.contains($0) }
            let lessons = paths.filter { !exerciseFolders.contains($0) && !exerciseTranslations.contains($0) }
            problems = LessonChecker.check(paths: lessons) + exerciseFolders.flatMap { ExerciseChecker.check(.folder($0)) }
            for path in exerciseFolders + exerciseTranslations {
                let found = ExerciseTranslations.check(path: path)
                problems += found.problems + found.toUpdate
            }
            translations = LessonChecker.checkTranslations(paths: lessons)
        }
        // a stale translation is an error here: the English lesson is shown meanwhile, but a
        // source changed under its translation must not pass unnoticed
        problems += translations.problems + translations.toUpdate
        let say = Catalogue(language(in: session))
        for problem in problems { session.console.line(VisibleText.escape(problem.description(in: say.language))) }
        // A lesson that runs a Swift file is code, not only data: said whatever else is found.
        for carrier in LessonChecker.codeCarriers(paths: paths.isEmpty ? session.lessonDirectories : paths) {
            session.console.line(VisibleText.escape(say(.checkRunsCode, carrier.lesson, carrier.files.joined(separator: ", "))))
        }
        guard problems.isEmpty else { throw LearnError.problemsFound(problems.count) }
        session.console.line(say(.checkNoProblems))
    }
}
