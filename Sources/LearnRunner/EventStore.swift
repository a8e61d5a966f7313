import LearnTrace

/// The parent's bounded keeping of a run's events: the first `headCapacity`
/// events and the most recent `tailCapacity`; the ones in between are counted
/// as dropped. The start of a run names its threads; its end says what each
/// thread was last doing — both survive a flood.
struct EventStore {
    /// Events kept at most by default (about 25 MB of events).
    static let defaultCapacity = 200_000

    private let headCapacity: Int
    private let tailCapacity: Int
    private var head: [TraceEvent] = []
    private var tail: [TraceEvent] = []
    /// Next slot to overwrite in `tail` once it is full.
    private var tailNext = 0
    private(set) var dropped = 0

    init(capacity: Int = EventStore.defaultCapacity) {
        headCapacity = max(1, capacity / 2)
        tailCapacity = max(1, capacity - capacity / 2)
    }

    mutating func append(_ event: TraceEvent) {
        if head.count < headCapacity { head.append(event); return }
        if tail.count < tailCapacity { tail.append(event); return }
        tail[tailNext] = event
        tailNext = (tailNext + 1) % tailCapacity
        dropped += 1
    }

    /// The kept events, in arrival order.
    var events: [TraceEvent] {
        head + tail[tailNext...] + tail[..<tailNext]
    }
}
