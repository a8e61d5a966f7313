import Foundation
import LearnJudge
import LearnLanguage
import LearnPlay
import LearnRunner
import LearnTrace
import Synchronization

/// The bounded search of a judged verify: the schedules `learn explore` would run (each run
/// follows a prefix, then lets the running thread go on, and every point where another thread
/// could have gone, within the preemption bound, is the prefix of a later run), kept whole so a
/// failing schedule can be shown as lanes and replayed. Runs `parallelism` schedules at once
/// (``WorkerPool``);
/// ends at the first schedule that does not hold, at `limit` schedules, or after `seconds`.
struct JudgedExplorer: Sendable {
    struct Schedule: Sendable {
        var run: PlayRun
        var token: ScheduleToken?
        var seed: UInt64?
    }

    struct Result: Sendable {
        /// In the order they were started; a failing one is last.
        var runs: [Schedule] = []
        /// Every schedule within the bound was run.
        var complete = false
        var divergent = 0
        var interrupted = false
    }

    let program: ScheduledProgram
    let build: PlayBuild
    let parallelism: Int
    /// The words of a schedule in which no thread could go on.
    var words = Catalogue(.en)

    func explore(limit: Int, seconds: Double, holds: @escaping @Sendable (PlayRun) -> Bool) -> Result {
        let start = Date()
        struct State {
            var pending: [[Int]] = [[]]
            /// The schedules that move the clock first (a prefix ending in `0`), kept apart: every
            /// other schedule started is one of them while there are any (``next``).
            var clockFirst: [[Int]] = []
            var isEmpty: Bool { pending.isEmpty && clockFirst.isEmpty }
            /// Shallowest first for the others: a preemption early in the run (CHESS's order) finds
            /// most bugs in the first schedules; the clock-first kind, every other turn and the
            /// newest run's first, finds an order held by a sleep or a timeout alone without
            /// waiting behind every preemption.
            mutating func next() -> [Int] {
                if !clockFirst.isEmpty && (pending.isEmpty || started % 2 == 1) { return clockFirst.removeFirst() }
                return pending.removeFirst()
            }
            var started = 0
            var running = 0
            var finished: [(order: Int, schedule: Schedule)] = []
            var stop = false
            var divergent = 0
            var interrupted = false
            var outOfTime = false
            var failed = false
        }
        let state = Mutex(State())
        let program = self.program, build = self.build
        let work: @Sendable () -> Void = {
            while true {
                let next: (order: Int, prefix: [Int])? = state.withLock { s in
                    guard !s.stop, s.started < limit, !s.isEmpty else { return nil }
                    let prefix = s.next()
                    s.started += 1
                    s.running += 1
                    return (s.started, prefix)
                }
                guard let next else {
                    // Another worker's schedule may still add prefixes: wait for it, not for time.
                    let waiting = state.withLock { s in !s.stop && s.started < limit && s.isEmpty && s.running > 0 }
                    if waiting {
                        usleep(500)  // a schedule takes milliseconds: polling costs nothing a run would use
                        continue
                    }
                    return
                }
                var request = ExerciseVerifier.request(build, language: words.language)
                request.schedule = .explore(prefix: next.prefix.isEmpty ? nil : ScheduleToken(choices: next.prefix))
                request.timeLimit = max(1, seconds - Date().timeIntervalSince(start))
                let result = program.run(request, live: { _ in })
                let run = ExerciseVerifier.judgedRun(result, words)
                state.withLock { s in
                    s.running -= 1
                    if result.status == .interrupted {
                        s.interrupted = true
                        s.stop = true
                        return
                    }
                    if result.status.hitTimeLimit {
                        s.outOfTime = true
                        s.stop = true
                        return
                    }
                    guard let report = result.schedule, report.mismatch == nil else {
                        s.divergent += 1
                        return
                    }
                    // A schedule that moves the clock first (every thread that could go on slower
                    // than a timer) is where an order held by a sleep or a timeout alone breaks.
                    let opened = ScheduleExplorer.alternatives(report, after: next.prefix.count, depth: ScheduleExplorer.Bounds().depth)
                    // The newest run's first: a preemption, then the clock (a thread let go early,
                    // then found slower than a timer) is tried soon after the preemption.
                    s.clockFirst = opened.filter { $0.last == 0 } + s.clockFirst
                    s.pending += opened.filter { $0.last != 0 }
                    s.finished.append((next.order, Schedule(run: run, token: report.token, seed: program.judgeSeed)))
                    if !holds(run) {
                        s.failed = true
                        s.stop = true
                    }
                    if Date().timeIntervalSince(start) > seconds {
                        s.outOfTime = true
                        s.stop = true
                    }
                }
            }
        }
        WorkerPool.run(parallelism, work)
        return state.withLock { s in
            // A failing schedule ends the list, whatever order the workers finished in.
            var ordered = s.finished.sorted { $0.order < $1.order }.map(\.schedule)
            if let failing = ordered.firstIndex(where: { !holds($0.run) }) {
                let bad = ordered.remove(at: failing)
                ordered.append(bad)
            }
            let complete = s.isEmpty && !s.outOfTime && !s.interrupted && !s.failed
            return Result(runs: ordered, complete: complete, divergent: s.divergent, interrupted: s.interrupted)
        }
    }
}
