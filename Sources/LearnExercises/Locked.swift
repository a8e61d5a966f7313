import Synchronization

/// A value one thread sets and another reads after waiting for it.
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>
    init(_ value: Value) { mutex = Mutex(value) }
    func set(_ value: Value) { mutex.withLock { $0 = value } }
    func get() -> Value { mutex.withLock { $0 } }
}
