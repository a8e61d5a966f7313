// The judge of `threads`: the exercise's own code, compiled beside your file (you do not edit it).
// It makes the jobs (how many and how long each, picked at run time), notes on which thread each
// ran, how many ran at once and how many had ended when `runOnThreads` returned.
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

private final class Board: @unchecked Sendable {  // the judge's own notes, behind its own lock
    let lock = Foundation.NSLock()
    var inside = 0
    var together = 0
    var ended = 0
    var threads = Swift.Set<Swift.Int>()
    var named = 0  // threads numbered so far

    /// The judge's own number for the calling thread: given on its first call, never reused.
    static let key: Glibc.pthread_key_t = {
        var key = Glibc.pthread_key_t()
        Glibc.pthread_key_create(&key, nil)
        return key
    }()
    var onMain = 0

    func note(_ change: (Board) -> Void) {
        lock.lock()
        change(self)
        lock.unlock()
    }
}

private let board = Board()
private let over = Dispatch.DispatchSemaphore(value: 0)  // the judge's own: one signal per job that ended
private let jobs: [@Sendable () -> Void] = (0..<Judge.pick("jobs", in: 2...4)).map { _ in
    let rounds = Judge.pick("rounds", in: 1...3)
    return {
        let onMain = Foundation.Thread.isMainThread
        board.note { b in
            b.inside += 1
            b.together = Swift.max(b.together, b.inside)
            var number = Swift.Int(bitPattern: Glibc.pthread_getspecific(Board.key))
            if number == 0 {
                b.named += 1
                number = b.named
                Glibc.pthread_setspecific(Board.key, Swift.UnsafeRawPointer(bitPattern: number))
            }
            b.threads.insert(number)
            if onMain { b.onMain += 1 }
        }
        Judge.span("work") {
            for _ in 0..<rounds {
                Judge.pause("work")
                var sum = 0
                for i in 0..<20_000 { sum &+= i }
                if sum == -1 { Swift.print(sum) }
            }
        }
        board.note { b in
            b.inside -= 1
            b.ended += 1
        }
        over.signal()
    }
}
runOnThreads(jobs)
Judge.mark("report")
board.note { b in Judge.value("ended", b.ended) }
// Then the judge waits, on its own, for the jobs still running (a job never run is given 2 s).
private var ran = 0
for _ in jobs where Judge.patient({ over.wait(timeout: Dispatch.DispatchTime.now() + 2) }) == .success { ran += 1 }
Judge.value("ran", ran)
board.note { b in
    Judge.value("used", b.threads.count)
    Judge.value("together", b.together)
    Judge.value("on-main", b.onMain)
}
