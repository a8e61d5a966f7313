import CLearnSys

/// What the demos' gates do in this process (0 off, 1 record, 2 stop; `Gate` names them): one
/// C word, so an idle gate costs one relaxed load and no call.
package enum GateWord {
    /// The word, read with a relaxed atomic load (inlined into every gate).
    @inlinable @inline(__always)
    package static func load() -> Int32 { learn_gate_mode() }
    /// Sets the word (sequentially consistent).
    package static func store(_ mode: Int32) { learn_set_gate_mode(mode) }
}
