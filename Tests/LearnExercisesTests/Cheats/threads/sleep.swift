// cheat: starts the threads, then sleeps long enough for their work to end, in a free run.
// fails: all-ended
import Foundation

func runOnThreads(_ jobs: [@Sendable () -> Void]) {
    for job in jobs { Thread { job() }.start() }
    Thread.sleep(forTimeInterval: 0.05)
}
