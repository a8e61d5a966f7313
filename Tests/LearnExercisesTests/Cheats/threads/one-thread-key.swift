// cheat: one worker thread runs every job, one after another; between jobs it clears the judge's
// thread number (`Board.key`), so the judge numbers each job's thread anew, and it raises the
// judge's `board.together` to 2.
// fails: compile
import Foundation

func runOnThreads(_ jobs: [@Sendable () -> Void]) {
    let done = DispatchSemaphore(value: 0)
    Thread {
        for job in jobs {
            job()
            pthread_setspecific(Board.key, nil)
        }
        board.note { $0.together = max($0.together, 2) }
        done.signal()
    }.start()
    done.wait()
}
