import Foundation
import LearnLanguage
import LearnLessons
import LearnTrace

extension Session {
    /// Plays `player` from `stop` and settles what follows: the lesson stays open at a pause
    /// (shell), ends, or its failure becomes an error.
    package func play(_ player: any LessonStepping, step: Bool, from stop: LessonStop) throws {
        lastPlayer = player
        playground.ranLast = false
        openPlayer = nil
        // A lesson that is not left open at a pause has written its last trace document.
        defer { if openPlayer == nil { finishTrace(of: player) } }
        var driver = LessonDriver(returnAtPause: interactive, interactive: interactive || step, console: console, ask: ask)
        if player.options.present { driver.presentRows = player.options.render.height }
        switch try driver.drive(player, from: stop) {
        case .paused:
            openPlayer = player
        case .interrupted:
            // The lesson has said that the run was stopped and what to do next.
            guard interactive else { throw LearnError.interrupted }
            openPlayer = player
        case .finished(let passed):
            // Finishing is recorded by the player (``LessonEngine/progress``).
            if !player.options.json { console.line("\n" + finishedLine(player, width: player.options.render.width)) }
            guard passed else { throw LearnError.checksFailed(lesson: player.lesson.id, command: runCommand(player.lesson.id)) }
        }
    }

    /// `■ barrier is finished. Next: learn run queues`, in the words of where it is read; the
    /// next command on a line of its own when both do not fit the width (a command is never broken).
    func finishedLine(_ player: any LessonStepping, width: Int) -> String {
        let id = player.lesson.id
        let words = player.options.render.words
        let done = player.options.variant.map { words(.partFinished, $0, id) } ?? words(.lessonFinished, id)
        let lessons = library.lessons.map(\.id)
        // after one part, the lesson's next part comes before the next lesson
        let parts = player.lesson.variants
        let nextPart = player.options.variant.flatMap { parts.firstIndex(of: $0) }.flatMap { $0 + 1 < parts.count ? parts[$0 + 1] : nil }
        let nextLesson = lessons.firstIndex(of: id).flatMap { $0 + 1 < lessons.count ? lessons[$0 + 1] : nil }
        guard let command = nextPart.map({ "run \(id) --variant \($0)" }) ?? nextLesson.map({ "run \($0)" }) else {
            return Text.wrap(words(.lastLessonFinished, done), width: width).joined(separator: "\n")
        }
        let next = words(.nextLesson, interactive ? "`\(command)`" : "learn \(command)" + lessonsFlags(of: nextLesson ?? id))
        return TerminalLines.columns(done) + 1 + TerminalLines.columns(next) <= width
            ? done + " " + next : Text.wrap(done, width: width).joined(separator: "\n") + "\n" + next
    }

    /// The command line that runs lesson `id` again: `learn run ID`, with the `--lessons DIR` its
    /// teacher's folder needs (a teacher's lesson is not found without it).
    func runCommand(_ id: String) -> String { "learn run \(id)" + lessonsFlags(of: id) }

    /// ` --lessons DIR` for the teacher's folder lesson `id` was loaded from; empty for a shipped one.
    func lessonsFlags(of id: String) -> String {
        guard let file = library.lessons.first(where: { $0.id == id })?.file else { return "" }
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        guard
            let folder = lessonDirectories.first(where: { path.hasPrefix(URL(fileURLWithPath: $0).standardizedFileURL.path + "/") })
        else { return "" }
        let plain = folder.allSatisfy { $0.isLetter || $0.isNumber || "/._-~".contains($0) }
        return " --lessons " + (plain ? folder : "'" + folder.replacingOccurrences(of: "'", with: "'\\''") + "'")
    }

    /// `Last finished: barrier. Next: `run semaphore``, or nil before any lesson is finished.
    func whereLeftOff() -> String? {
        guard let last = progress.lastCompleted() else { return nil }
        let done = progress.completed()
        let lessons = library.lessons.map(\.id)
        let after = lessons.firstIndex(of: last).map { lessons[($0 + 1)...] } ?? []
        let words = Catalogue(language)
        guard let next = after.first(where: { !done.contains($0) }) ?? lessons.first(where: { !done.contains($0) }) else {
            return words(.lastFinishedAll, last)
        }
        return words(.lastFinishedNext, last, next)
    }

    /// Lets go of the `--trace-out` destination once the lesson is done (a stream no run reached is closed).
    func finishTrace(of player: any LessonStepping) {
        player.options.traceOut?.finish()
    }
}
