// cheat: the jobs on libdispatch's pool instead of threads of their own, waited for by a group.
// fails: own-threads
import Foundation

func runOnThreads(_ jobs: [@Sendable () -> Void]) {
    let group = DispatchGroup()
    for job in jobs { DispatchQueue.global().async(group: group) { job() } }
    group.wait()
}
