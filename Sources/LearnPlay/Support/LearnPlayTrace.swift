/// Named spans, marks and values in learn's trace: `trace.span("read") { … }`,
/// `trace.mark("done")`, `trace.value("count", count)`.
public struct LearnPlayTrace: Sendable {
    public func mark(_ label: String) { _LearnPlayHooks.mark?(label) }
    public func value(_ label: String, _ value: Int) { _LearnPlayHooks.value?(label, Int64(value)) }
    public func span<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
        let id = _LearnPlayHooks.begin?(label) ?? 0
        defer { _LearnPlayHooks.end?(label, id) }
        return try body()
    }
}

/// learn's trace (see ``LearnPlayTrace``).
public var trace: LearnPlayTrace { LearnPlayTrace() }
