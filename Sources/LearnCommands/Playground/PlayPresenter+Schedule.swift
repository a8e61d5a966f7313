import Foundation
import LearnJudge
import LearnLanguage
import LearnPlay
import LearnRunner
import LearnTrace

/// `learn play --schedule FILE` and `learn play --replay TOKEN FILE`: one scheduled run, its live
/// log, the learner's choices at each gate (or the token's), then the lanes and what the run's
/// waits say, as a free run shows them.
extension PlayPresenter {
    func runScheduled(_ build: PlayBuild, _ playground: Playground, replay: ProgramToken?, _ traceOutput: TraceOutput?) throws {
        var liveOptions = render
        liveOptions.width = max(40, liveOptions.width - 2)
        let live = LiveLog(options: liveOptions)
        let say = render.words
        started(build, replay.map { say(.playReplaying, $0) } ?? say(.playScheduled))
        console.line("  " + live.header())
        let stepper = PlayScheduleConsole(build: build, playground: playground, options: render)
        let run = try PlayCommand.playing(session.language) { () throws(PlayError) in
            try playground.runScheduled(
                build, schedule: replay.map { .replay($0.schedule) } ?? .step, console: replay == nil ? stepper : nil
            ) {
                event in
                for text in live.lines(for: event) {
                    for line in text.split(separator: "\n", omittingEmptySubsequences: false) { console.line("  " + line) }
                }
            }
        }
        if let rest = live.flushSummary() { console.line("  " + rest) }
        session.playground.lastRun = run
        try writeTrace(run.trace, name: build.source.fileName, to: traceOutput)
        if let replay, let report = run.result.schedule {
            if let mismatch = report.mismatch {
                // fitted to the width in a language other than the source's
                let line = "  ⚠ " + ScheduleMismatch.said(mismatch, in: say)
                console.line(session.language == .source ? line : TerminalScheduleConsole.fitted(line, render, hang: 6))
            }
            tellStory(run.result, build, playground)
            let outcome = ScheduledProgram.outcomeWords(run.result, say)
            console.line(TerminalScheduleConsole.fitted(say(.playReplayed, report.choices.count, replay, outcome), render))
        } else if run.result.status != .interrupted {
            // the end of step mode: the steps the learner chose, told again as one story
            tellStory(run.result, build, playground)
        }
        if run.result.status != .interrupted {
            let views = command.viewText.map { TraceViewSet.parse($0).views } ?? .single
            let token = replay.map {
                [
                    String(
                        say(.playReplayed, run.result.schedule?.choices.count ?? 0, $0, ScheduledProgram.outcomeWords(run.result, say)).drop
                        { $0 == " " })
                ]
            }
            draw(run.trace, views: views, name: build.source.fileName, notes: token ?? [])
        }
        if run.result.status == .finished { note(run.diagnosis) }
        if run.result.status != .interrupted, let race = run.race { note([race]) }
        if run.result.status != .interrupted, let reentrancy = run.reentrancy { note([reentrancy]) }
        noteSandbox([run.result])
        try finish(run)
    }

    /// The replayed run step by step (``InterleavingStory``), at the terminal's width.
    func tellStory(_ result: RunResult, _ build: PlayBuild, _ playground: Playground) {
        let sites = Set((result.schedule?.steps ?? []).compactMap { $0.line == 0 ? $0.site : nil })
        let lines = sites.isEmpty ? [:] : playground.lines(build, sites: sites)
        let story = InterleavingStory(result, say: render.words) { lines[$0] }
        let source = build.source.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in story.lines(width: render.width, source: source, say: render.words) { console.line(line) }
    }
}
