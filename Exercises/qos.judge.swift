// The judge of `qos`: the exercise's own code, compiled beside your file (you do not edit it).
// It picks the inputs at run time, owns the computing and the showing, serves the main queue on
// the main thread (a run loop: `dispatchMain()` would hand it to a worker on Linux), and notes
// from inside each call which thread ran it and how many computations ran at once.
import Foundation
import Synchronization

/// What the computations and the showing saw. Relaxed atomics, not a lock: a lock of the judge's
/// would order your file's accesses too, and hide from ThreadSanitizer a race that is there.
private final class ShowLog: Swift.Sendable {
    let inside = Synchronization.Atomic<Swift.Int>(0), most = Synchronization.Atomic<Swift.Int>(0)
    let computed = Synchronization.Atomic<Swift.Int>(0), computedOnMain = Synchronization.Atomic<Swift.Int>(0)
    let shown = Synchronization.Atomic<Swift.Int>(0), shownOffMain = Synchronization.Atomic<Swift.Int>(0)
    let right = Synchronization.Atomic<Swift.Int>(0)
    let owed = Synchronization.Atomic<Swift.Int>(0)  // bit i: result i was computed and not shown yet

    func computing() {
        if Foundation.Thread.isMainThread { computedOnMain.add(1, ordering: .relaxed) }
        most.max(inside.add(1, ordering: .relaxed).newValue, ordering: .relaxed)
    }

    func computed(_ index: Swift.Int) {
        inside.subtract(1, ordering: .relaxed)
        computed.add(1, ordering: .relaxed)
        owed.bitwiseOr(1 << index, ordering: .relaxed)
    }

    func show(_ index: Swift.Int?) {
        if !Foundation.Thread.isMainThread { shownOffMain.add(1, ordering: .relaxed) }
        if let index, owed.bitwiseAnd(~(1 << index), ordering: .relaxed).oldValue & (1 << index) != 0 {
            right.add(1, ordering: .relaxed)
        }
        shown.add(1, ordering: .relaxed)
    }
}

private func judgeShowing() {
    let count = Judge.pick("results", in: 3...5)
    let salt = Judge.pick("salt", in: 100...999)
    let inputs = (0..<count).map { _ in Judge.pick("input", in: 1...9) }
    let work = Swift.UInt32(Judge.pick("compute-us", in: 300...900))
    let log = ShowLog()
    // Result i is input * salt + i: the judge knows which result is which, and no constant matches.
    let next = Synchronization.Atomic<Swift.Int>(0)
    computeAndShow(
        inputs,
        compute: { n in
            Judge.pause("compute")
            log.computing()
            let index = Swift.min(next.add(1, ordering: .relaxed).oldValue, count - 1)
            Judge.span("compute") { _ = Glibc.usleep(work) }
            log.computed(index)
            return n * salt * 16 + index
        },
        show: { value in
            Judge.pause("show")
            Judge.span("show") {
                let index = value % 16
                log.show(index < count && value / 16 % salt == 0 && inputs.contains(value / 16 / salt) ? index : nil)
            }
        })
    // The main thread serves the main queue until every result is shown (a few milliseconds), or
    // gives up after three seconds: a result never shown is counted, not waited for.
    let deadline = Foundation.Date(timeIntervalSinceNow: 3)
    while log.shown.load(ordering: .relaxed) < count && Foundation.Date() < deadline {
        _ = Foundation.RunLoop.main.run(mode: .default, before: Foundation.Date(timeIntervalSinceNow: 0.002))
    }
    Judge.value("shown", log.shown.load(ordering: .relaxed))
    Judge.value("right", log.right.load(ordering: .relaxed))
    Judge.value("computed", log.computed.load(ordering: .relaxed))
    Judge.value("computed-on-main", log.computedOnMain.load(ordering: .relaxed))
    Judge.value("shown-off-main", log.shownOffMain.load(ordering: .relaxed))
    Judge.value("most-at-once", log.most.load(ordering: .relaxed))
}

judgeShowing()
