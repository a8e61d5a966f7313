import LearnLanguage
import LearnRunner

/// A check that went stale across an `await` (issue 38: an actor's reentrancy named), read off a
/// scheduled run's steps: one Swift task read a variable, another task wrote it between, and the
/// first then wrote it without reading it again. Every part is a fact of the run: the steps' tasks
/// are the runtime's own ids (the tracer's `swift_task_getCurrent` at each gate), their lines the
/// learner's; and it is told only of a task the run shows suspended — its read and write ran on
/// two threads, or its thread ran another task's step between them (a thread runs one task's job
/// at a time), or the runtime ran it in more than one job. A read again at another line than the
/// write (a `guard` after the `await`) is a check made anew: no finding.
package struct ReentrantCheck: Sendable, Equatable {
    package var variable: String
    /// The task that checked and then wrote, and the lines of its check and its write.
    package var task: UInt64
    package var checkLine: Int
    package var writeLine: Int
    /// The task that wrote between them, and its line.
    package var other: UInt64
    package var otherLine: Int

    /// The first stale check in `result`'s schedule; `lineOf` names the learner's line of a site.
    package static func find(in result: RunResult, lineOf: (UInt64) -> Int? = { _ in nil }) -> ReentrantCheck? {
        guard let report = result.schedule, let steps = report.steps, steps.count == report.gates.count else { return nil }
        struct Access {
            var index: Int
            var task: UInt64
            var tid: Int32?
            var write: Bool
            var line: Int
        }
        var byVariable: [String: [Access]] = [:]
        for (i, gate) in report.gates.enumerated() {
            guard let task = steps[i].task, let fact = ScheduleReport.fact(ofPassed: gate) else { continue }
            let (name, write): (String, Bool)
            switch fact {
            case .read(let n): (name, write) = (n, false)
            case .write(let n): (name, write) = (n, true)
            default: continue
            }
            guard name != "memory", let line = steps[i].line.flatMap({ $0 > 0 ? $0 : nil }) ?? steps[i].site.flatMap(lineOf) else {
                continue
            }
            byVariable[name, default: []].append(Access(index: i, task: task, tid: steps[i].tid, write: write, line: line))
        }
        // whether `task` was suspended between steps i and k: it moved threads, or its thread ran
        // another task's step in between, or the runtime ran it in more than one job
        var jobs: [UInt64: Int] = [:]
        for e in result.trace.events where e.kind == .task && e.label == "run" { jobs[e.span, default: 0] += 1 }
        let suspended = { (task: UInt64, i: Int, k: Int) -> Bool in
            guard let a = steps[i].tid, let b = steps[k].tid else { return false }
            if a != b || jobs[task, default: 0] > 1 { return true }
            return (i + 1..<k).contains { steps[$0].tid == a && steps[$0].task != nil && steps[$0].task != task }
        }
        var found: [ReentrantCheck] = []
        for (name, accesses) in byVariable {
            for (w, write) in accesses.enumerated() where write.write {
                // the other task's write at `w`; a task that read before it and wrote after it
                for check in accesses[..<w] where !check.write && check.task != write.task {
                    let task = check.task
                    // its own write after the other's, with no read again but the write's own
                    guard let own = accesses[(w + 1)...].first(where: { $0.task == task && $0.write }) else { continue }
                    let between = accesses.filter { $0.task == task && $0.index > check.index && $0.index < own.index }
                    if between.contains(where: { $0.write && $0.index < write.index }) { continue }
                    if between.contains(where: { !$0.write && $0.index > write.index && $0.line != own.line }) { continue }
                    guard suspended(task, check.index, own.index) else { continue }
                    found.append(
                        ReentrantCheck(
                            variable: name, task: task, checkLine: check.line, writeLine: own.line, other: write.task, otherLine: write.line
                        ))
                    break
                }
            }
        }
        return found.min { ($0.checkLine, $0.variable) < ($1.checkLine, $1.variable) }
    }

    /// The finding in a sentence.
    package func sentence(_ say: Catalogue) -> String {
        say(.reentrantCheck, variable, String(task), checkLine, String(other), otherLine, writeLine)
    }

    /// The sentence of `result`'s stale check, if it has one.
    package static func sentence(_ result: RunResult, lineOf: (UInt64) -> Int? = { _ in nil }) -> String? {
        find(in: result, lineOf: lineOf)?.sentence(Catalogue(result.request.language))
    }
}
