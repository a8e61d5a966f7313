import LearnRunner
import LearnTrace

/// What the reduced search reads of a run besides dependence: who can go first in the other order
/// of a race, which step let a blocked thread go on, and each thread's next step at each choice.
extension ScheduleExplorer {
    /// The threads that can go first in v: the steps after `position` (up to `end`) that do not
    /// follow from the step there (by program order and dependence, `clocks`), then step `end`;
    /// a thread is an initial when its first step in v follows from no earlier step of v. Only a
    /// thread whose first step in v is the next it takes from `position` counts (its gate there):
    /// a pool thread that first ends another block, or the clock, does not.
    static func initials(from position: Int, to end: Int, agentOf: [Int], clocks: [[Int32]], threads: [Int]) -> [Int] {
        let reference = agentOf[position]
        var firstOf: [Int: Int] = [:]  // agent → its first step in v
        var out: [Int] = []
        var moved: Set<Int> = [threads[position]]  // threads that took a step since `position`
        for k in (position + 1)...end {
            let inV = k == end || clocks[k][reference] < Int32(position + 1)
            if inV {
                let initial = firstOf.allSatisfy { agent, step in clocks[k][agent] < Int32(step + 1) }
                if initial && !moved.contains(threads[k]) && threads[k] > 0 { out.append(threads[k]) }
                if firstOf[agentOf[k]] == nil { firstOf[agentOf[k]] = k }
            }
            moved.insert(threads[k])
        }
        return out
    }

    /// For each step, the step after which its thread stood at a gate again, when it stood at none
    /// since its own last step: the thread was blocked (a lock held, a wait) or not yet made, and
    /// the run settles before each choice, so that step is what let it go on (the unlock, the
    /// block queued, the group's last block ending). Nil for a thread that stood at a gate since.
    static func wakers(_ threads: [Int], _ steps: [ScheduleReport.Step]) -> [Int?] {
        let everyone = Set(threads.filter { $0 > 0 })
        var absent: [Int: Int] = [:]  // thread → the last choice it stood at no gate at
        var lastStep: [Int: Int] = [:]
        var out = [Int?](repeating: nil, count: threads.count)
        for j in threads.indices {
            let here = Set(steps[j].at)
            for thread in everyone where !here.contains(thread) { absent[thread] = j }
            let thread = threads[j]
            guard thread > 0 else { continue }
            if let i = absent[thread], i > lastStep[thread] ?? -1 { out[j] = i }
            lastStep[thread] = j
        }
        return out
    }

    /// For each choice and each thread at a gate there, the index of that thread's next step
    /// (the step its gate there stands for): a thread at a gate moves only when let go.
    static func nextSteps(_ threads: [Int], _ steps: [ScheduleReport.Step]) -> [[Int: Int]] {
        var nextOf: [Int: Int] = [:]
        var out = [[Int: Int]](repeating: [:], count: threads.count)
        for i in threads.indices.reversed() {
            if threads[i] > 0 { nextOf[threads[i]] = i }
            var here: [Int: Int] = [:]
            for thread in steps[i].at { if let j = nextOf[thread] { here[thread] = j } }
            out[i] = here
        }
        return out
    }
}
