import CDispatch
import Dispatch
import Foundation
import LearnSystem

/// Where recorded events go: the child's pipe to the shell, or memory in tests.
package protocol TraceSink: AnyObject, Sendable {
    /// Receives a batch of events, in recording order. Called from one thread at a time.
    func receive(_ events: [TraceEvent])
}

/// The recorder demos call: `trace.span("read") { … }`, `trace.mark("done")`,
/// `trace.value("count", n)`, `trace.say("2 + 3 = 5")`.
///
/// Recording never serialises the demo's threads: each thread writes into its
/// own bounded ring (found through a C thread-local slot, registered once per
/// thread), and a background flusher drains the rings every few milliseconds,
/// merges them by time, numbers the events (`seq`) and hands batches to the
/// sink. The thread's id, main-ness and name are read once per thread; the
/// queue label is rebuilt only when the queue changes. When a ring stays full
/// for a second (the sink is stuck), events are dropped and counted in
/// ``droppedEvents`` — never silently.
package final class Tracer: Sendable {
    let recorder: Recorder
    /// The wait span to open inside each declared span, by the span's label (``DeclaredWait``).
    private let waits: [String: (label: String, site: Int64)]

    /// Slots per thread ring (a power of two). 4096 events ≈ 300 KB per recording thread.
    package static let defaultRingCapacity = 4096

    /// A tracer that opens a wait span inside each span `waits` declares (a demo's blocking calls).
    package convenience init(sink: TraceSink, waits: [DeclaredWait] = []) {
        self.init(sink: sink, ringCapacity: Self.defaultRingCapacity, waits: waits)
    }

    /// A tracer with a chosen ring size (tests use tiny rings to exercise waiting for room).
    package init(sink: TraceSink, ringCapacity: Int, waits: [DeclaredWait] = []) {
        recorder = Recorder(sink: sink, ringCapacity: ringCapacity)
        var byLabel: [String: (label: String, site: Int64)] = [:]
        for (i, w) in waits.enumerated() { byLabel[w.span] = (WaitLabel.prefix + w.wait, Int64(i + 1)) }
        self.waits = byLabel
        recorder.startFlusher()
    }

    deinit { recorder.stop() }

    /// Runs `body` inside a span named `label`; `flow` links it to an ``enqueue(_:)``.
    @discardableResult
    package func span<T>(_ label: String, flow: UInt64 = 0, _ body: () throws -> T) rethrows -> T {
        let id = begin(label, flow: flow)
        defer { end(id) }
        return try body()
    }

    /// Async form of ``span(_:flow:_:)``.
    @discardableResult
    package func span<T>(_ label: String, flow: UInt64 = 0, _ body: () async throws -> T) async rethrows -> T {
        let id = begin(label, flow: flow)
        defer { end(id) }
        return try await body()
    }

    /// Opens a span; close it with ``end(_:)``.
    package func begin(_ label: String, flow: UInt64 = 0) -> SpanID {
        let raw = record(.begin, label, newID: true, span: 0, value: Int64(bitPattern: flow))
        // a declared wait is opened past its gate: it is part of the span, not a step of its own
        guard !waits.isEmpty, let wait = waits[label] else { return SpanID(raw: raw, label: label) }
        let inner = recordPastGate(.begin, wait.label, newID: true, span: 0, value: wait.site)
        return SpanID(raw: raw, label: label, wait: inner, waitLabel: wait.label)
    }

    /// Closes a span opened by ``begin(_:flow:)`` (on any thread).
    package func end(_ id: SpanID) {
        if id.wait != 0 { recordPastGate(.end, id.waitLabel, newID: false, span: id.wait, value: 0) }
        record(.end, id.label, newID: false, span: id.raw, value: 0)
    }

    /// Records an instant.
    package func mark(_ label: String) { record(.mark, label, newID: false, span: 0, value: 0) }

    /// Records a named number.
    package func value(_ name: String, _ v: Int) { record(.value, name, newID: false, span: 0, value: Int64(v)) }

    /// Records a line of the demo's output.
    package func say(_ text: String) { record(.say, text, newID: false, span: 0, value: 0) }

    /// Records that a block named `label` was handed to a queue; pass the
    /// returned id as `flow:` to the span that runs it.
    package func enqueue(_ label: String) -> UInt64 {
        record(.enqueue, label, newID: true, span: 0, value: 0)
    }

    /// Hands everything recorded so far to the sink (on the calling thread).
    package func flush() { recorder.drain() }

    /// Events dropped because a thread's ring stayed full (0 in a healthy run).
    package var droppedEvents: Int { recorder.droppedEvents }

    /// Records one event; returns its span id (a fresh one when `newID`).
    @inline(__always)
    @discardableResult
    private func record(_ kind: EventKind, _ label: String, newID: Bool, span: UInt64, value: Int64) -> UInt64 {
        Gate.traced(kind, label, value: value)  // one relaxed load unless a scheduler holds the gates
        return recordPastGate(kind, label, newID: newID, span: span, value: value)
    }

    /// Records one event without stopping at its gate (the gate has been passed).
    @inline(__always)
    @discardableResult
    func recordPastGate(_ kind: EventKind, _ label: String, newID: Bool, span: UInt64, value: Int64) -> UInt64 {
        let now = MonotonicClock.now()
        let state = ThreadState.current
        return state._withUnsafeGuaranteedRef { state in
            recorder.buffer(state)._withUnsafeGuaranteedRef { buffer in
                let id = newID ? buffer.makeID() : span
                buffer.push(
                    RawEvent(
                        time: now, span: id, value: value, task: TaskIdentity.current(),
                        label: label, queue: state.queue(), kind: kind))
                return id
            }
        }
    }
}

extension Tracer {
    /// Records a Swift task's event from the runtime's hooks (``TaskHooks``): no gate, no
    /// queue; `detail` becomes the event's task field ("group" for a create).
    func recordTask(_ word: String, task: UInt64, value: Int64, detail: String) {
        let now = MonotonicClock.now()
        ThreadState.current._withUnsafeGuaranteedRef { state in
            recorder.buffer(state)._withUnsafeGuaranteedRef { buffer in
                buffer.push(RawEvent(time: now, span: task, value: value, task: 0, label: word, queue: detail, kind: .task))
            }
        }
    }
}

/// A span opened by ``Tracer/begin(_:flow:)``.
package struct SpanID: Sendable {
    package let raw: UInt64
    package let label: String
    /// The wait span opened inside it (``DeclaredWait``); 0 for none.
    var wait: UInt64 = 0
    var waitLabel = ""
}
