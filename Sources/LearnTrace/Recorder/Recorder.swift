import Foundation
import LearnSystem
import Synchronization

/// The consumer side of a ``Tracer``: knows every thread's ring, drains them
/// on a background flusher thread every few milliseconds, merges the events by
/// time, numbers them and hands them to the sink.
///
/// Locks here are never taken on the recording path: `registryLock` only when a
/// thread records for the first time (and by the drain), `drainLock` only by
/// consumers (the flusher and ``flush()``). Both are pthread mutexes (NSLock),
/// which ThreadSanitizer understands, so a TSan run of a demo sees the
/// recorder's own synchronisation and blames only the demo's races.
final class Recorder: @unchecked Sendable {
    // @unchecked: mutable state is guarded by `registryLock` (buffers) and
    // `drainLock` (sequence numbers, task names, dropped counts of forgotten rings).

    let id: UInt64
    let start: UInt64
    private let sink: TraceSink
    private let ringCapacity: Int
    private let registryLock = NSLock()
    private var buffers: [ThreadBuffer] = []
    private let registered = Atomic<Int>(0)
    private let drainLock = NSLock()
    private let stopped = Atomic<Bool>(false)
    private let flusherDone = DispatchSemaphore(value: 0)

    // Guarded by drainLock.
    private var nextSeq = 0
    private var taskNames: [UInt64: String] = [:]
    private var retiredDropped = 0

    private static let ids = Atomic<UInt64>(0)
    /// How often the flusher drains when nothing hurries it.
    static let flushIntervalMilliseconds = 2

    init(sink: TraceSink, ringCapacity: Int) {
        self.id = Self.ids.add(1, ordering: .relaxed).newValue
        self.start = MonotonicClock.now()
        self.sink = sink
        self.ringCapacity = ringCapacity
    }

    /// The calling thread's ring for this recorder, registering the thread on first use.
    /// Unretained: `state` keeps it alive while the thread records.
    @inline(__always)
    func buffer(_ state: ThreadState) -> Unmanaged<ThreadBuffer> {
        if state.recorderID == id, let buffer = state.bufferRef { return buffer }
        return Unmanaged.passUnretained(register(state))
    }

    private func register(_ state: ThreadState) -> ThreadBuffer {
        let buffer = registryLock.withLock { () -> ThreadBuffer in
            if let known = buffers.first(where: { $0.tid == state.tid && !$0.retired.load(ordering: .acquiring) }) {
                return known
            }
            let index = registered.add(1, ordering: .relaxed).oldValue
            let made = ThreadBuffer(index: index, identity: state, capacity: ringCapacity)
            buffers.append(made)
            return made
        }
        state.recorderID = id
        state.buffer = buffer
        return buffer
    }

    /// Events dropped so far because a ring stayed full (see ``ThreadBuffer``).
    /// Read under both locks, in the drain's order: a ring the flusher forgets in between would
    /// otherwise be counted twice (live, then retired) and break kept + dropped = recorded.
    var droppedEvents: Int {
        drainLock.withLock {
            retiredDropped + registryLock.withLock { buffers.reduce(0) { $0 + $1.dropped.load(ordering: .relaxed) } }
        }
    }

    // MARK: Draining

    /// Drains every ring and hands the merged batch to the sink. Returns how many events it moved.
    @discardableResult
    func drain() -> Int {
        drainLock.lock()
        defer { drainLock.unlock() }
        let buffers = registryLock.withLock { self.buffers }
        var raw: [(event: RawEvent, buffer: Int)] = []
        for (i, buffer) in buffers.enumerated() {
            buffer.drain { raw.append((event: $0, buffer: i)) }
        }
        forgetRetired(buffers)
        guard !raw.isEmpty else { return 0 }
        // Each ring is already in time order; a stable sort keeps same-time events in ring order.
        let order = raw.indices.sorted {
            let a = raw[$0], b = raw[$1]
            if a.event.time != b.event.time { return a.event.time < b.event.time }
            if a.buffer != b.buffer { return buffers[a.buffer].index < buffers[b.buffer].index }
            return $0 < $1
        }
        var batch: [TraceEvent] = []
        batch.reserveCapacity(raw.count)
        for i in order { batch.append(finish(raw[i].event, buffers[raw[i].buffer])) }
        sink.receive(batch)
        return batch.count
    }

    /// Turns a raw event into a ``TraceEvent``: sequence number, relative time, thread and task names
    /// (a ``EventKind/task`` event carries its task field in `queue`: see ``Tracer/recordTask``).
    private func finish(_ e: RawEvent, _ buffer: ThreadBuffer) -> TraceEvent {
        defer { nextSeq += 1 }
        return TraceEvent(
            seq: nextSeq, time: e.time >= start ? e.time - start : 0, tid: buffer.tid,
            isMain: buffer.isMain, threadName: buffer.threadName, queue: e.kind == .task ? "" : e.queue,
            task: e.kind == .task ? e.queue : e.task == 0 ? "" : taskName(e.task), kind: e.kind, label: e.label,
            span: e.span, value: e.value)
    }

    private func taskName(_ id: UInt64) -> String {
        if let name = taskNames[id] { return name }
        let name = "task \(id)"  // the runtime's id, as the task records and `learn play` name it
        taskNames[id] = name
        return name
    }

    /// Forgets rings of exited threads once they are drained (bounded memory with thread churn).
    private func forgetRetired(_ drained: [ThreadBuffer]) {
        guard drained.contains(where: { $0.retired.load(ordering: .acquiring) }) else { return }
        registryLock.withLock {
            buffers.removeAll { buffer in
                // Retired (acquire) means the producer is gone and its last push is visible:
                // the ring is finished once it is empty. A ring retired after the drain
                // above may still hold events; it goes after the next drain.
                guard buffer.retired.load(ordering: .acquiring), buffer.isEmpty else { return false }
                retiredDropped += buffer.dropped.load(ordering: .relaxed)
                return true
            }
        }
    }

    private var anyRingFilling: Bool {
        registryLock.withLock { buffers.contains { $0.isFilling } }
    }

    // MARK: The flusher thread

    /// Starts the background flusher. It holds the recorder until ``stop()``.
    func startFlusher() {
        Thread { [self] in
            OSThread.setName("learn-flusher")  // seen in /proc and debuggers; it never records
            OSThread.hideFromThreadSanitizer()  // else TSan sees it order demo threads (see the C doc)
            runFlusher()
        }.start()
    }

    private func runFlusher() {
        var sinceDrain = 0
        var tick = timespec(tv_sec: 0, tv_nsec: 1_000_000)
        while !stopped.load(ordering: .acquiring) {
            if CrashFlush.requested {
                drain()
                CrashFlush.done()
            }
            sinceDrain += 1
            if sinceDrain >= Self.flushIntervalMilliseconds || anyRingFilling {
                sinceDrain = 0
                if drain() > 0, anyRingFilling { continue }
            }
            nanosleep(&tick, nil)
        }
        drain()
        flusherDone.signal()
    }

    /// Stops the flusher after a last drain; waits for it.
    func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        flusherDone.wait()
    }
}
