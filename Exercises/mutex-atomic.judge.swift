// The judge of `mutex-atomic`: the exercise's own code, compiled beside your file (you do not
// edit it). It picks the page's limit and each writer's tries at run time, owns the writers and
// their threads, counts the `true`s itself, and notes which writer finished each try, to tell
// concurrent writers from writers that took turns.
import Foundation

private let writers = 4
private let limit = Judge.pick("limit", in: 3...8)
private let page = Page(limit: limit)
// every writer tries at least 3 times: 12 tries or more, always more than the page holds
private let tries = (0..<writers).map { _ in Judge.pick("tries", in: 3...5) }
private let attempts = tries.reduce(0, +)
private let done = Dispatch.DispatchSemaphore(value: 0)
private let logLock = Foundation.NSLock()
nonisolated(unsafe) private var finished: [Int] = []  // the writer of each try, in the order they returned
nonisolated(unsafe) private var accepted = 0  // the `true`s, under logLock
for (writer, count) in tries.enumerated() {
    Foundation.Thread {
        Judge.span("writer") {
            for _ in 0..<count {
                Judge.pause("next row")
                let added = Judge.span("append") { page.appendIfRoom() }
                logLock.lock()
                finished.append(writer)
                if added { accepted += 1 }
                logLock.unlock()
            }
        }
        done.signal()
    }.start()
}
for _ in 0..<writers { done.wait() }
// Writers that took turns finish in blocks (0 0 0 1 1 1 2 2 2 3 3 3): one change of writer per writer.
private let changes = zip(finished, finished.dropFirst()).filter { $0 != $1 }.count
Judge.value("interleaved", changes - (writers - 1))
Judge.value("limit", limit)
Judge.value("attempts", attempts)
Judge.value("accepted", logLock.withLock { accepted })
Judge.value("rows", page.rows())
