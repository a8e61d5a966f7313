// A right answer written differently from the reference: a count of the threads still running,
// behind an NSCondition the caller waits on until it reaches zero.
import Foundation

final class Running: @unchecked Sendable {  // safe: every access holds `condition`
    private let condition = NSCondition()
    private var left: Int
    init(_ count: Int) { left = count }

    func oneEnded() {
        condition.lock()
        left -= 1
        condition.broadcast()
        condition.unlock()
    }

    func waitForAll() {
        condition.lock()
        while left > 0 { condition.wait() }
        condition.unlock()
    }
}

func runOnThreads(_ jobs: [@Sendable () -> Void]) {
    let running = Running(jobs.count)
    for job in jobs {
        Thread {
            job()
            running.oneEnded()
        }.start()
    }
    running.waitForAll()
}
