// The judge of `async-sum`: the exercise's own code, compiled beside your file (you do not edit
// it). It picks the pairs at run time, owns the slow addition and each operation's completion
// block, and notes from inside them whether the addition had ended when the completion block
// read the result, where each addition ran, and how many ran at once.
import Foundation
import Synchronization

/// What the additions and completion blocks saw, from whichever threads ran them. Relaxed
/// atomics, not a lock: a lock of the judge's would order your file's accesses too, and hide from
/// ThreadSanitizer a race that is there.
private final class SumLog: Swift.Sendable {
    let addedBits = Synchronization.Atomic<Swift.Int>(0)  // bit i: operation i's addition has ended
    let inside = Synchronization.Atomic<Swift.Int>(0), most = Synchronization.Atomic<Swift.Int>(0)
    let adds = Synchronization.Atomic<Swift.Int>(0), inOperation = Synchronization.Atomic<Swift.Int>(0)
    let onMain = Synchronization.Atomic<Swift.Int>(0), reported = Synchronization.Atomic<Swift.Int>(0)
    let right = Synchronization.Atomic<Swift.Int>(0), early = Synchronization.Atomic<Swift.Int>(0)

    func adding() {
        if Foundation.OperationQueue.current != nil { inOperation.add(1, ordering: .relaxed) }
        if Foundation.Thread.isMainThread { onMain.add(1, ordering: .relaxed) }
        most.max(inside.add(1, ordering: .relaxed).newValue, ordering: .relaxed)
    }

    func addEnded(_ index: Swift.Int) {
        addedBits.bitwiseOr(1 << index, ordering: .relaxed)
        inside.subtract(1, ordering: .relaxed)
        adds.add(1, ordering: .relaxed)
    }

    func report(_ index: Swift.Int, saw sum: Swift.Int?, owed: Swift.Int) {
        reported.add(1, ordering: .relaxed)
        if addedBits.load(ordering: .relaxed) & (1 << index) == 0 { early.add(1, ordering: .relaxed) }
        if sum == owed { right.add(1, ordering: .relaxed) }
    }
}

private func judgeSums() {
    let count = Judge.pick("operations", in: 2...4)
    let pairs = (0..<count).map { _ in (Judge.pick("lhs", in: 1...99), Judge.pick("rhs", in: 1...99)) }
    let work = Swift.UInt32(Judge.pick("add-us", in: 300...900))
    let log = SumLog()
    let queue = Foundation.OperationQueue()
    let reported = Dispatch.DispatchGroup()
    let adding = Dispatch.DispatchGroup()
    for (index, (lhs, rhs)) in pairs.enumerated() {
        let operation = AsyncSumOperation(lhs: lhs, rhs: rhs) { a, b in
            Judge.pause("add")
            log.adding()
            Judge.span("add") { _ = Glibc.usleep(work) }
            log.addEnded(index)
            adding.leave()
            return a + b
        }
        reported.enter()
        adding.enter()
        operation.completionBlock = {
            Judge.pause("report")
            Judge.span("report") { log.report(index, saw: operation.result, owed: lhs + rhs) }
            reported.leave()
        }
        queue.addOperation(operation)
    }
    // Every sum takes a millisecond or so; a completion block or an addition that never runs is
    // counted, not waited for.
    _ = Judge.patient({ reported.wait(timeout: .now() + 3) })
    _ = Judge.patient({ adding.wait(timeout: .now() + 1) })
    Judge.value("reported", log.reported.load(ordering: .relaxed))
    Judge.value("right", log.right.load(ordering: .relaxed))
    Judge.value("early", log.early.load(ordering: .relaxed))
    Judge.value("added", log.adds.load(ordering: .relaxed))
    Judge.value("in-operation", log.inOperation.load(ordering: .relaxed))
    Judge.value("on-main", log.onMain.load(ordering: .relaxed))
    Judge.value("most-at-once", log.most.load(ordering: .relaxed))
}

judgeSums()
