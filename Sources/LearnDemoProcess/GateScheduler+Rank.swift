import LearnTrace

/// How a token counts the threads at gates: not by number, by where they stand.
extension GateScheduler {
    /// The threads at gates in the order a token's choices count them: by the
    /// gate each stands at (its summary, then where it is in the source), then by
    /// the queue whose block each runs, then by number. A token names the rank of
    /// the thread that went, not its number: which pool thread runs a work item, and
    /// which of two threads reaches its first gate first, changes from run to run;
    /// the gates they stand at and their queues do not. Threads at the same gate on
    /// the same queue run the same code at the same point (a traced span's gate has
    /// no line: two `begin download` spans on two queues are told apart by the
    /// queue), so which of them goes does not change what the token replays.
    static func ranked(_ enabled: [Int: GateArrival]) -> [Int] {
        enabled.sorted { order($0.value, $0.key) < order($1.value, $1.key) }.map(\.key)
    }

    /// What threads at gates are ordered by: the gate (its summary, where it is in the source),
    /// then the queue whose block the thread runs, then its number. The one ranking: a played
    /// program's scheduler ranks the same way (`tracer_sched.c`, `rank_compare`).
    static func order(_ arrival: GateArrival, _ number: Int) -> (String, String, UInt, String, Int) {
        (arrival.summary, arrival.file, arrival.line, arrival.queue ?? "", number)
    }
}
