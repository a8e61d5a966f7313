import ArgumentParser
import Foundation
import LearnExercises
import LearnLessons

/// `learn exercise [NAME]`: lists the exercises, or copies one's starter to work on.
package struct ExerciseCommand: OneShotCommand {
    package static let configuration = CommandConfiguration(
        commandName: "exercise",
        abstract: "List the exercises, or start one: copies its broken Swift file to $LEARN_HOME/exercises (default ~/learn/exercises).",
        discussion: """
            Fix the file in your editor, then `learn verify NAME` (or `--watch`). An existing copy is never overwritten: your edits stay. In the shell, `hint` gives one more hint each time and `solution` shows the reference solution after a pass (or with --give-up).
            """
    )

    @Argument(help: "The exercise to start (leave out to list them).")
    package var name: String?

    @Flag(help: "Show the exercise's judge: its own code, which drives yours and records what the checks read.")
    package var judge = false

    @Flag(help: "Start again from the starter: your copy is kept beside it as NAME.old.swift (NAME.old2.swift, …).")
    package var fresh = false

    @OptionGroup package var global: GlobalOptions
    package init() {}

    package func execute(in session: Session) throws {
        guard let name else { return list(session) }
        let exercise = try ExerciseSupport.exercise(name, in: session)
        if judge {
            guard let text = exercise.judge else {
                throw LearnError.nothingToDo("\(exercise.id) has no judge: its checks read your program's own runs")
            }
            session.console.line(
                "// \(exercise.judgeName ?? "judge.swift"): the exercise's own code, compiled beside yours as the program's main.")
            session.console.line(TerminalMarkdown(options: session.render).renderCode(text))
            return
        }
        let workspace = try ExerciseSupport.workspace()
        if fresh, workspace.exists(exercise) {
            let kept: String
            do { kept = try workspace.keepAside(exercise) } catch { throw LearnError.nothingToDo("\(error)") }
            session.console.line("Kept your copy as \(kept)")
        }
        let copied: Bool
        do { copied = try workspace.start(exercise) } catch {
            throw LearnError.nothingToDo("\(error) (set LEARN_HOME to a folder you can write to)")
        }
        session.playground.exercise = exercise.id
        let path = workspace.path(of: exercise)
        session.console.line("\(exercise.id): \(exercise.title)")
        // the renderer lessons go through: paragraphs rewrapped to the terminal, Markdown as written
        session.console.line(TerminalMarkdown(options: session.render).render(exercise.text))
        session.console.line()
        session.console.line(copied ? "Wrote \(path)" : "Your copy is already there (left as it is): \(path)")
        let learn = session.interactive ? "" : "learn "
        session.console.line("Fix it in your editor, then `\(learn)verify \(exercise.id)` (`--watch` reruns on every save).")
    }

    private func list(_ session: Session) {
        let records = session.progress.exercises()
        let workspace = ExerciseWorkspace.standard()
        let exercises = ExerciseSupport.catalog.exercises
        let width = exercises.map(\.id.count).max() ?? 0
        for exercise in exercises {
            let status = ExerciseSupport.status(exercise, record: records[exercise.id], workspace: workspace)
            let mark = status == "passed" ? (session.render.unicode ? "✓" : "*") : " "
            let id = exercise.id.padding(toLength: width, withPad: " ", startingAt: 0)
            let padded = status.padding(toLength: 23, withPad: " ", startingAt: 0)
            Text.hanging("\(mark) \(id)  \(padded)  ", exercise.title, width: session.render.width).forEach { session.console.line($0) }
        }
        let passed = exercises.filter { records[$0.id]?.passed != nil }.count
        session.console.line(
            "\(passed) of \(exercises.count) exercises passed; `\(session.interactive ? "" : "learn ")exercise NAME` starts one")
    }
}
