import LearnSystem
import Synchronization

/// Where a demo thread may be stopped by the learner acting as the scheduler.
///
/// Whether gates do anything is one process-wide C word (``GateWord``),
/// read with a relaxed load on every gate: when step mode is off a gate costs
/// that load and a not-taken branch, nothing more.
///
/// Every traced span's begin and end and every `mark`/`value` is a gate (the
/// tracer calls ``traced(_:_:value:)``); demos add fine-grained gates with
/// ``pass(_:_:file:line:)`` just before a step where an interleaving matters
/// (`read count`, `write count`). With gates off nothing happens. With gates
/// recording, a fine-grained gate becomes a trace event, so a free run's trace
/// holds every gate in the order threads passed them. With gates stopping, the
/// installed ``GateKeeper`` holds the thread until it is let go.
package enum Gate {
    /// What gates do in this process.
    package enum Mode: Int, Sendable {
        case off = 0
        /// Fine-grained gates are recorded as trace events; nobody stops.
        case record = 1
        /// Every gate stops its thread until the keeper lets it go.
        case stop = 2
    }

    /// A fine-grained gate: the calling thread is about to do something another
    /// thread may interleave with. `value` is what it is about to write, if anything.
    @inlinable @inline(__always)
    package static func pass(_ label: String, _ value: Int? = nil, file: StaticString = #fileID, line: UInt = #line) {
        if GateWord.load() != 0 {
            arrive(GateArrival(label: label, value: value, kind: .fine, file: file, line: line))
        }
    }

    /// The tracer's gate: called before it records a `begin`, `end`, `mark` or `value`.
    @inline(__always)
    static func traced(_ kind: EventKind, _ label: String, value: Int64) {
        if GateWord.load() != 0, kind != .say, kind != .enqueue {
            arrive(GateArrival(label: label, value: kind == .value ? Int(value) : nil, kind: GateArrival.Kind(kind), file: "", line: 0))
        }
    }

    /// Turns gates on with `keeper` deciding (stop mode) or recording (record mode); in
    /// stop mode `clock` is the demo's time from now on (it stays after the gates turn off).
    package static func install(_ keeper: GateKeeper, mode: Mode, clock: SchedulerClock? = nil) {
        // Kept for the life of the process: a thread may still hold the one it loaded.
        let installed = Unmanaged.passRetained(Installed(keeper: keeper, clock: clock)).toOpaque()
        slot.store(UInt(bitPattern: installed), ordering: .releasing)
        GateWord.store(Int32(mode.rawValue))
    }

    /// Turns every gate off from now on (threads already held are let go by their keeper).
    package static func turnOff() { GateWord.store(0) }

    /// What gates do now.
    package static var mode: Mode { Mode(rawValue: Int(GateWord.load())) ?? .off }

    /// The scheduler's virtual clock, when this run has one (stepped, replayed, explored).
    package static var clock: SchedulerClock? { installed?.clock }

    /// What ``install(_:mode:clock:)`` installed last.
    private final class Installed {
        let keeper: GateKeeper
        let clock: SchedulerClock?
        init(keeper: GateKeeper, clock: SchedulerClock?) {
            self.keeper = keeper
            self.clock = clock
        }
    }

    /// The address of the retained ``Installed``, read with one acquiring load. Not a lock: a free
    /// run asks for the keeper at every gate and for the clock at every `ctx.sleep` and timestamp,
    /// and a lock every thread took there ordered a demo's racy accesses for ThreadSanitizer (its
    /// race, told by TSan, vanished).
    private static let slot = Atomic<UInt>(0)

    private static var installed: Installed? {
        UnsafeRawPointer(bitPattern: slot.load(ordering: .acquiring)).map { Unmanaged<Installed>.fromOpaque($0).takeUnretainedValue() }
    }

    @usableFromInline @inline(never)
    static func arrive(_ arrival: GateArrival) {
        installed?.keeper.arrive(arrival)
    }
}

/// A thread at a gate: which gate, and what it is about to do.
package struct GateArrival: Sendable, Equatable, Codable {
    /// What made the gate: a demo's own fine-grained gate, or a traced event.
    package enum Kind: String, Sendable, Codable {
        case fine, begin, end, mark, value

        init(_ kind: EventKind) {
            switch kind {
            case .begin: self = .begin
            case .end: self = .end
            case .value: self = .value
            default: self = .mark
            }
        }
    }

    package var label: String
    /// The value about to be written (fine gates) or recorded (`value` events).
    package var value: Int?
    package var kind: Kind
    /// Where a fine gate stands in the demo's source (empty for traced events).
    package var file: String
    package var line: UInt
    /// A learner's program's gate (`learn play --schedule`): the queue its thread runs a block of.
    package var queue: String? = nil
    /// A learner's program's gate: where it stands, as offsets into the program, innermost first
    /// (the parent names the first at a line of the learner's file).
    package var sites: [UInt64]? = nil
    /// A learner's program's access gate: what its variable holds as the thread stands there.
    package var held: Int? = nil
    /// A learner's program's gate after a write: what that write left in memory (`count`, 7).
    package var wrote: Written? = nil

    /// What a write left in memory, read at the thread's next gate.
    package struct Written: Sendable, Equatable, Codable {
        package var variable: String
        package var value: Int

        package init(variable: String, value: Int) {
            self.variable = variable
            self.value = value
        }
    }

    /// A learner's program's gate as a fact (its ``label`` is the fact's wire form); nil for a
    /// demo's gate, whose label is the demo's own words.
    package var fact: GateFact? { sites == nil ? nil : GateFact(wire: label) }

    package init(label: String, value: Int?, kind: Kind, file: StaticString, line: UInt) {
        self.label = label
        self.value = value
        self.kind = kind
        self.file = "\(file)"
        self.line = line
    }

    /// True for a demo's own gate, where the order against other threads matters.
    package var isFine: Bool { kind == .fine }

    /// `read count`, `write count ← 3`, `begin update`, `value lost = 1`.
    package var summary: String {
        switch kind {
        case .fine: value.map { "\(label) ← \($0)" } ?? label
        case .begin: "begin \(label)"
        case .end: "end \(label)"
        case .mark: "mark \(label)"
        case .value: "value \(label) = \(value ?? 0)"
        }
    }
}

/// Decides what happens to a thread at a gate (installed by the demo's process).
package protocol GateKeeper: AnyObject, Sendable {
    /// Called on the arriving thread; returns when the thread may go on.
    func arrive(_ arrival: GateArrival)
}
