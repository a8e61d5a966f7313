import Foundation
import LearnPlay

/// Work started on a thread of its own (not the dispatch pool, which a blocked compile would
/// hold), whose result is taken later.
final class Background<Value: Sendable>: Sendable {
    private let value = Locked<Result<Value, PlayError>?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () throws(PlayError) -> Value) {
        let value = self.value, done = self.done
        Thread {
            value.set(Result { () throws(PlayError) in try work() })
            done.signal()
        }.start()
    }

    /// Waits for the work to end; every call after the first returns at once.
    func result() -> Result<Value, PlayError> {
        if let result = value.get() { return result }
        done.wait()
        done.signal()  // for the next caller
        return value.get()!
    }
}
