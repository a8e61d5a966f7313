/// Names threads `main`, `T1`, `T2`, … in order of first appearance, as ``Trace`` does,
/// for views that see events one at a time (``LiveLog``, streaming JSON lines).
package struct ThreadNamer: Sendable {
    private var names: [Int32: (name: String, index: Int)] = [:]
    private var others = 0

    package init() {}

    /// The readable name of the event's thread, assigning the next one on first sight.
    package mutating func name(for e: TraceEvent) -> String { entry(for: e).name }

    /// The name and the colour index (0 for `main`, n for `Tn`) of the event's thread.
    mutating func entry(for e: TraceEvent) -> (name: String, index: Int) {
        if e.kind == .runtime { return (Trace.runtimeThreadName, 0) }  // no thread of the demo
        if let known = names[e.tid] { return known }
        let made: (name: String, index: Int)
        if e.isMain {
            made = ("main", 0)
        } else {
            others += 1
            made = ("T\(others)", others)
        }
        names[e.tid] = made
        return made
    }
}
