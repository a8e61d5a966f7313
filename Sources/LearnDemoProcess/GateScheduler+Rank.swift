import LearnSystem
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
        enabled.map { (number: $0.key, stand: stand($0.value, $0.key)) }
            .sorted { GateRank.precedes($0.stand, $1.stand) }.map(\.number)
    }

    /// Where a thread stands for the one ranking (`GateRank`, the C function a played program's
    /// scheduler compiles too): the gate's summary, its file and line, the queue whose block the
    /// thread runs, its number. A demo's thread runs no Swift task the ranking tells apart.
    static func stand(_ arrival: GateArrival, _ number: Int) -> GateRank.Stand {
        GateRank.Stand(
            key: arrival.summary, file: arrival.file, position: UInt64(arrival.line), queue: arrival.queue ?? "",
            number: Int32(clamping: number))
    }
}
