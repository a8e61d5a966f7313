import Synchronization

/// A property whose every read and write goes through its own mutex.
///
/// The curriculum's operation demos keep the source posts' shape (`var data: [Int]?`
/// on an `Operation` read by the next operation on another thread) and stay free of
/// data races: `@Locked var data: [Int]? = nil`. Each read or write is atomic on its
/// own; a read-modify-write (`x += 1`) is two steps and is *not* — use ``withLock(_:)``.
@propertyWrapper
public struct Locked<Value: Sendable>: Sendable {
    private let storage: Storage

    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    public var wrappedValue: Value {
        get { storage.mutex.withLock { $0 } }
        nonmutating set { storage.mutex.withLock { $0 = newValue } }
    }

    /// The wrapper itself (`$count`), for read-modify-write under the lock.
    public var projectedValue: Locked<Value> { self }

    /// Runs `body` with the value held under the lock.
    @discardableResult
    public func withLock<R: Sendable>(_ body: (inout Value) -> R) -> R {
        storage.mutex.withLock { body(&$0) }
    }

    private final class Storage: Sendable {
        let mutex: Mutex<Value>
        init(_ value: Value) { mutex = Mutex(value) }
    }
}
