// cheat: runs no job at all and returns at once; the learner's own trace says three ended.
// fails: all-ended, all-ran
import Foundation

func runOnThreads(_ jobs: [@Sendable () -> Void]) {
    trace.value("ended", 3)
    trace.value("jobs", 3)
}
