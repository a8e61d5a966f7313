import LearnTrace

/// The parent's bounded keeping of a run's events: the first `headCapacity`
/// events and the most recent `tailCapacity`; the ones in between are counted
/// as dropped. The start of a run names its threads; its end says what each
/// thread was last doing — both survive a flood. The texts kept are bounded too (``textBudget``):
/// a program that prints long lines fills the budget, and later events are counted as dropped
/// rather than kept, so learn's memory stays bounded whatever a program writes.
struct EventStore {
    /// Bytes of text (labels, queues, tasks, thread names) the kept events may hold together.
    static let textBudget = 16 << 20
    /// Events kept at most by default (about 11 MB; sorting them for a `Trace` needs as much again).
    static let defaultCapacity = 100_000

    private let headCapacity: Int
    private let tailCapacity: Int
    private var head: [TraceEvent] = []
    private var tail: [TraceEvent] = []
    /// Next slot to overwrite in `tail` once it is full.
    private var tailNext = 0
    private(set) var dropped = 0
    /// Of ``dropped``, the Swift task events (``EventKind/task``), and of those the creations:
    /// counted, not kept, so a run of a million tasks still says how many it made.
    private(set) var droppedTasks = DroppedTasks()
    private var textBytes = 0

    /// The task events a run could not keep.
    struct DroppedTasks: Equatable {
        var events = 0
        var creates = 0
    }

    init(capacity: Int) {
        headCapacity = max(1, capacity / 2)
        tailCapacity = max(1, capacity - capacity / 2)
    }

    mutating func append(_ event: TraceEvent) {
        let size = Self.textSize(event)
        let fits = textBytes + size <= Self.textBudget
        if head.count < headCapacity && fits {
            if head.isEmpty { head.reserveCapacity(headCapacity) }  // no doubling slack; untouched pages cost nothing
            head.append(event)
            textBytes += size
            return
        }
        if tail.count < tailCapacity {
            guard fits else {
                drop(event)
                return
            }
            if tail.isEmpty { tail.reserveCapacity(tailCapacity) }
            tail.append(event)
            textBytes += size
            return
        }
        let old = Self.textSize(tail[tailNext])
        guard textBytes - old + size <= Self.textBudget else { return drop(event) }
        drop(tail[tailNext])
        textBytes += size - old
        tail[tailNext] = event
        tailNext = (tailNext + 1) % tailCapacity
    }

    /// Counts an event that is not kept (the new one, or the oldest of the tail it replaces).
    private mutating func drop(_ event: TraceEvent) {
        dropped += 1
        guard event.kind == .task else { return }
        droppedTasks.events += 1
        if event.label == "create" { droppedTasks.creates += 1 }
    }

    private static func textSize(_ e: TraceEvent) -> Int {
        e.label.utf8.count + e.queue.utf8.count + e.task.utf8.count + e.threadName.utf8.count
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
