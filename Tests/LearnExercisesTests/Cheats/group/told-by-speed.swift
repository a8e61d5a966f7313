// cheat: tells a scheduled run by how slow a hop to a global queue and back is (a scheduler
// stops threads at gates); uses the group only when it thinks it is scheduled, and in a free run
// reports 300 ms later, after downloads that take a few milliseconds: an order held by time alone.
// A noisy free run fires the delayed report early now and then, as if the downloads were slow.
// (Not in the default test set's sample: under load a free run's hops are slow too, and the
// cheat then takes its right path in every run.)
// fails: after-all
import Dispatch
import Foundation

let scheduled: Bool = {
    // The first hop starts a pool thread: a few hundred microseconds free, milliseconds scheduled.
    let start = DispatchTime.now().uptimeNanoseconds
    DispatchQueue.global().sync {}
    return DispatchTime.now().uptimeNanoseconds - start > 2_500_000
}()

/// One download, made by the judge: `run` must be called once, on `queue`.
struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    if scheduled {
        let group = DispatchGroup()
        for download in downloads { download.queue.async(group: group) { download.run() } }
        group.notify(queue: .global(), execute: report)
        return
    }
    for download in downloads { download.queue.async { download.run() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(300), execute: report)
}
