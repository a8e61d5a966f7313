// cheat: every job on the caller's (main) thread, one after another: nothing to wait for.
// fails: own-threads, off-main
import Foundation

func runOnThreads(_ jobs: [@Sendable () -> Void]) {
    for job in jobs { job() }
}
