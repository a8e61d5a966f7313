import LearnTrace

/// The parent's bounded keeping of a run's events: the first `headCapacity`
/// events and the most recent `tailCapacity`; the ones in between are counted
/// as dropped. The start of a run names its threads; its end says what each
/// thread was last doing — both survive a flood.
struct EventStore {
    /// Events kept at most by default (about 11 MB; sorting them for a `Trace` needs as much again).
    static let defaultCapacity = 100_000

    private let headCapacity: Int
    private let tailCapacity: Int
    private var head: [TraceEvent] = []
    private var tail: [TraceEvent] = []
    /// Next slot to overwrite in `tail` once it is full.
    private var tailNext = 0
    private(set) var dropped = 0

    init(capacity: Int) {
        headCapacity = max(1, capacity / 2)
        tailCapacity = max(1, capacity - capacity / 2)
    }

    mutating func append(_ event: TraceEvent) {
        if head.count < headCapacity {
            if head.isEmpty { head.reserveCapacity(headCapacity) }  // no doubling slack; untouched pages cost nothing
            head.append(event)
            return
        }
        if tail.count < tailCapacity {
            if tail.isEmpty { tail.reserveCapacity(tailCapacity) }
            tail.append(event)
            return
        }
        tail[tailNext] = event
        tailNext = (tailNext + 1) % tailCapacity
        dropped += 1
    }

    /// Hands over the kept events, in arrival order, and empties the store
    /// (no second copy of up to `capacity` events is ever held).
    mutating func takeEvents() -> [TraceEvent] {
        var all = head
        head = []
        all.reserveCapacity(all.count + tail.count)
        all.append(contentsOf: tail[tailNext...])
        all.append(contentsOf: tail[..<tailNext])
        tail = []
        tailNext = 0
        return all
    }
}
