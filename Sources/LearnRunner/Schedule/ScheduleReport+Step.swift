extension ScheduleReport {
    /// Where the thread a choice let go stood, and who else stood at a gate then.
    package struct Step: Sendable, Codable, Equatable {
        /// The numbers of the threads at gates when the choice was made.
        package var at: [Int]
        /// Of those, the threads at the gate of a lock another thread held (let go, each would
        /// only block until its unlock); nil when none was.
        package var out: [Int]?
        /// The thread let go (`gettid`); nil when the clock moved.
        package var tid: Int32?
        /// The learner's line of an access gate (0: the gate's site names it).
        package var line: Int?
        /// The gate's site: an offset into the program.
        package var site: UInt64?
        /// What the access gate's memory held as the thread went on (a read reads it).
        package var held: Int?
        /// An access gate's memory and its size in bytes (0: the access marks a whole variable).
        package var addr: UInt64?
        package var size: Int?
        /// The Swift task the thread ran at its gate (the runtime's id); nil outside a task.
        package var task: UInt64?
        /// True when the gate is the first of a job that runs an actor's queued task jobs (no
        /// gate of its own starts it): the step begins another agent, as a block's start does.
        package var agent: Bool?
        /// True when the step handed work to the Swift task runtime (``ScheduleReport/runtime``,
        /// set by the explorer from the report, not sent in the step).
        package var runtime: Bool?
        /// True when, after this step, its thread stood at no gate until another thread's step
        /// let it go on in the same block (set by the explorer's search with no bound, not sent).
        package var blocked: Bool?
        /// Where a clock step moved the scheduler's clock to, in nanoseconds from the run's
        /// start; nil for a thread's step.
        package var now: UInt64?

        package init(at: [Int], tid: Int32? = nil, line: Int? = nil, site: UInt64? = nil, held: Int? = nil) {
            self.at = at
            self.tid = tid
            self.line = line
            self.site = site
            self.held = held
        }
    }
}

extension ScheduleReport {
    /// How many times the schedule left a thread that could have gone on for another (a
    /// preemption), from its steps; nil for a report without them (a demo's). Explore keeps, of
    /// the schedules giving one outcome, one with the fewest: the simplest way to the outcome.
    package var preemptions: Int? {
        guard let steps, steps.count == gates.count, !gates.isEmpty else { return nil }
        let numbers = gates.map { Int($0.prefix { $0 != ":" }) ?? 0 }
        return (1..<numbers.count).filter { i in
            numbers[i] != numbers[i - 1] && numbers[i - 1] > 0 && steps[i].at.contains(numbers[i - 1])
        }.count
    }
}
