import CLearnSys

/// What the demos' gates do in this process (0 off, 1 record, 2 stop; `Gate` names them): one
/// C word, so an idle gate costs one relaxed load and no call.
///
/// Public, not package, where the recorder calls it: Swift inlines an `@inlinable` public
/// function into another module, but (Swift 6.3, this package's release build) not a package one.
public enum GateWord {
    /// The word, read with a relaxed atomic load (inlined into every gate).
    @inlinable @inline(__always)
    public static func load() -> Int32 { learn_gate_mode() }
    /// Sets the word (sequentially consistent).
    package static func store(_ mode: Int32) { learn_set_gate_mode(mode) }
}
