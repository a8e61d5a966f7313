// cheat: tells a scheduled run from a free one by the clock, once, when the judge makes the page
// (a 50 ms timed wait that returns at once under the scheduler), and takes a lock only there;
// free runs check and add in two steps.
// fails: within-limit
import Dispatch
import Synchronization

final class Page: Sendable {
    let limit: Int
    private let count = Atomic(0)
    private let lock = Mutex(())
    private let scheduled: Bool

    init(limit: Int) {
        self.limit = limit
        let t0 = DispatchTime.now().uptimeNanoseconds
        _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(50))
        scheduled = DispatchTime.now().uptimeNanoseconds - t0 < 20_000_000
    }

    func appendIfRoom() -> Bool {
        if scheduled {
            return lock.withLock { _ in
                if count.load(ordering: .sequentiallyConsistent) < limit {
                    count.wrappingAdd(1, ordering: .sequentiallyConsistent)
                    return true
                }
                return false
            }
        }
        if count.load(ordering: .sequentiallyConsistent) < limit {
            count.wrappingAdd(1, ordering: .sequentiallyConsistent)
            return true
        }
        return false
    }

    func rows() -> Int {
        count.load(ordering: .sequentiallyConsistent)
    }
}
