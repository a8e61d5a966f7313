import Foundation
import LearnPlay
import Synchronization

/// Work started on a thread of its own (not the dispatch pool, which a blocked compile would
/// hold), whose result is taken later.
final class Background<Value: Sendable>: Sendable {
    /// Set once by the work's thread, read by whoever waits for it.
    private let value = Mutex<Result<Value, PlayError>?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () throws(PlayError) -> Value) {
        Thread { [self] in
            let result = Result { () throws(PlayError) in try work() }
            value.withLock { $0 = result }
            done.signal()
        }.start()
    }

    /// Waits for the work to end; every call after the first returns at once.
    func result() -> Result<Value, PlayError> {
        if let result = value.withLock({ $0 }) { return result }
        done.wait()
        done.signal()  // for the next caller
        return value.withLock { $0 }!
    }
}
