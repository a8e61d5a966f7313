import Glibc
import LearnSystem
import Synchronization

/// One event as its thread recorded it, before the flusher gives it a sequence
/// number and the thread's identity.
struct RawEvent {
    /// `time` in monotonic nanoseconds (absolute; the flusher makes it relative to the run's
    /// start); `span`, the span (or, for a task event, the task) the event belongs to.
    var time, span: UInt64
    var value: Int64
    /// The Swift task's id in the runtime, 0 outside a task.
    var task: UInt64
    var label, queue: String
    var kind: EventKind
}

/// A bounded single-producer, single-consumer ring of events for one thread.
///
/// Only the owning thread pushes; only the recorder's drain (one at a time,
/// under its drain lock) pops. The two sides meet only through `head` and
/// `tail`, so recording never waits for another recording thread. When the
/// ring is full the producer waits for the flusher; after ``patience`` it
/// drops the event and counts it in ``dropped`` (reported with the run).
final class ThreadBuffer: @unchecked Sendable {
    // @unchecked: `slots` is shared by exactly one producer and one consumer,
    // synchronised by the release/acquire pair on `head` and `tail`.

    /// Registration order within its recorder (0, 1, 2, …): ties in time break by it.
    let index: Int
    let tid: Int32
    let isMain: Bool
    let threadName: String

    let capacity: Int
    private let mask: Int
    private let slots: UnsafeMutablePointer<RawEvent>
    /// Next slot the producer writes; written only by the producer.
    private let head = Atomic<Int>(0)
    /// Next slot the consumer reads; written only by the consumer.
    private let tail = Atomic<Int>(0)
    /// Producer-private copies, so the common push touches no shared line but `head`.
    private var localHead = 0
    private var cachedTail = 0
    private var nextLocalID: UInt64 = 0
    /// Events dropped because the ring stayed full for longer than ``patience``.
    let dropped = Atomic<Int>(0)
    /// Set when the thread exits: once drained, the recorder forgets the buffer.
    let retired = Atomic<Bool>(false)

    /// How long a producer waits for room before dropping an event.
    static let patienceNanoseconds: UInt64 = 1_000_000_000

    init(index: Int, identity: ThreadState, capacity: Int) {
        precondition(capacity > 0 && capacity & (capacity - 1) == 0, "ring capacity must be a power of two")
        self.index = index
        self.tid = identity.tid
        self.isMain = identity.isMain
        self.threadName = identity.osName
        self.capacity = capacity
        self.mask = capacity - 1
        self.slots = .allocate(capacity: capacity)
    }

    deinit {
        let t = tail.load(ordering: .acquiring)
        let h = head.load(ordering: .acquiring)
        for i in t..<h { (slots + (i & mask)).deinitialize(count: 1) }
        slots.deallocate()
    }

    /// A new id, unique across the recorder: the buffer's index in the high bits.
    /// Producer only.
    @inline(__always)
    func makeID() -> UInt64 {
        nextLocalID &+= 1
        return UInt64(index + 1) << 40 | nextLocalID
    }

    /// Appends an event. Producer only.
    @inline(__always)
    func push(_ event: consuming RawEvent) {
        let h = localHead
        if h &- cachedTail >= capacity {
            cachedTail = tail.load(ordering: .acquiring)
            if h &- cachedTail >= capacity, !waitForRoom(at: h) {
                dropped.add(1, ordering: .relaxed)
                return
            }
        }
        (slots + (h & mask)).initialize(to: consume event)
        localHead = h &+ 1
        head.store(h &+ 1, ordering: .releasing)
    }

    /// Waits until the consumer frees a slot; false after ``patienceNanoseconds``.
    private func waitForRoom(at h: Int) -> Bool {
        let deadline = MonotonicClock.now() &+ Self.patienceNanoseconds
        var pause = timespec(tv_sec: 0, tv_nsec: 20_000)
        while true {
            nanosleep(&pause, nil)
            cachedTail = tail.load(ordering: .acquiring)
            if h &- cachedTail < capacity { return true }
            if MonotonicClock.now() > deadline { return false }
        }
    }

    /// True when the ring is at least half full: the flusher drains at once.
    var isFilling: Bool {
        head.load(ordering: .acquiring) &- tail.load(ordering: .relaxed) >= capacity / 2
    }

    /// True when the consumer has taken every published event. Consumer side.
    var isEmpty: Bool {
        head.load(ordering: .acquiring) == tail.load(ordering: .relaxed)
    }

    /// Moves every published event out of the ring. Consumer only (under the drain lock).
    func drain(_ body: (consuming RawEvent) -> Void) {
        let t = tail.load(ordering: .relaxed)
        let h = head.load(ordering: .acquiring)
        guard h != t else { return }
        for i in t..<h { body((slots + (i & mask)).move()) }
        tail.store(h, ordering: .releasing)
    }
}
