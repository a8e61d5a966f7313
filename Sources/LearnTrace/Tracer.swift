import CLearnSys
import Dispatch
import CDispatch
import Foundation

/// Where recorded events go: the child's pipe to the shell, or memory in tests.
public protocol TraceSink: AnyObject, Sendable {
    /// Receives a batch of events, in recording order. Called from one thread at a time.
    func receive(_ events: [TraceEvent])
}

/// Collects events in memory (tests and benchmarks).
public final class MemorySink: TraceSink, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [TraceEvent] = []
    public init() {}
    public func receive(_ events: [TraceEvent]) {
        lock.lock(); stored.append(contentsOf: events); lock.unlock()
    }
    public var events: [TraceEvent] {
        lock.lock(); defer { lock.unlock() }
        return stored
    }
}

/// The recorder demos call: `trace.span("read") { … }`, `trace.mark("done")`,
/// `trace.value("count", n)`, `trace.say("2 + 3 = 5")`.
///
/// PLACEHOLDER implementation (one lock): the live-runs issue replaces the
/// internals with per-thread buffers so that recording never serialises the
/// demo's threads. The public API stays as it is.
public final class Tracer: @unchecked Sendable {
    private let sink: TraceSink
    private let start: UInt64
    private let lock = NSLock()
    private var pending: [TraceEvent] = []
    private var nextSeq = 0
    private var nextSpan: UInt64 = 1

    public init(sink: TraceSink) {
        self.sink = sink
        self.start = learn_monotonic_ns()
    }

    /// Runs `body` inside a span named `label`; `flow` links it to an ``enqueue(_:)``.
    @discardableResult
    public func span<T>(_ label: String, flow: UInt64 = 0, _ body: () throws -> T) rethrows -> T {
        let id = begin(label, flow: flow)
        defer { end(id) }
        return try body()
    }

    /// Async form of ``span(_:flow:_:)``.
    @discardableResult
    public func span<T>(_ label: String, flow: UInt64 = 0, _ body: () async throws -> T) async rethrows -> T {
        let id = begin(label, flow: flow)
        defer { end(id) }
        return try await body()
    }

    /// Opens a span; close it with ``end(_:)``.
    public func begin(_ label: String, flow: UInt64 = 0) -> SpanID {
        lock.lock()
        let id = nextSpan
        nextSpan += 1
        lock.unlock()
        record(.begin, label, span: id, value: Int64(flow))
        return SpanID(raw: id, label: label)
    }

    public func end(_ id: SpanID) {
        record(.end, id.label, span: id.raw, value: 0)
    }

    /// Records an instant.
    public func mark(_ label: String) { record(.mark, label, span: 0, value: 0) }

    /// Records a named number.
    public func value(_ name: String, _ v: Int) { record(.value, name, span: 0, value: Int64(v)) }

    /// Records a line of the demo's output.
    public func say(_ text: String) { record(.say, text, span: 0, value: 0) }

    /// Records that a block named `label` was handed to a queue; pass the
    /// returned id as `flow:` to the span that runs it.
    public func enqueue(_ label: String) -> UInt64 {
        lock.lock()
        let id = nextSpan
        nextSpan += 1
        lock.unlock()
        record(.enqueue, label, span: id, value: 0)
        return id
    }

    /// Hands everything recorded so far to the sink.
    public func flush() {
        lock.lock()
        let batch = pending
        pending.removeAll(keepingCapacity: true)
        lock.unlock()
        if !batch.isEmpty { sink.receive(batch) }
    }

    private func record(_ kind: EventKind, _ label: String, span: UInt64, value: Int64) {
        let now = learn_monotonic_ns() &- start
        let tid = learn_thread_id()
        let isMain = learn_is_main_thread()
        let queue = String(cString: dispatch_queue_get_label(nil))
        lock.lock()
        let event = TraceEvent(
            seq: nextSeq, time: now, tid: tid, isMain: isMain, threadName: "",
            queue: queue, task: "", kind: kind, label: label, span: span, value: value
        )
        nextSeq += 1
        pending.append(event)
        lock.unlock()
    }
}

/// A span opened by ``Tracer/begin(_:flow:)``.
public struct SpanID: Sendable {
    public let raw: UInt64
    public let label: String
}
