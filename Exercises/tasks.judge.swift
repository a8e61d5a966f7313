// The judge of `tasks`: the exercise's own code, compiled beside your file (you do not edit it).
// It owns the screens, their task groups and the feeds: every child task runs on a thread of the
// judge's own, so fetches download side by side even on one CPU. It picks how many feeds and
// how many pieces each has at run time, opens one screen that stays until every fetch returned
// and checks what came back, then one screen that goes away as soon as a piece is downloading,
// and counts the fetches that went on downloading after they were cancelled.
import Foundation

/// What the judge sees of the downloads: who is inside one, and the pieces each feed started
/// after its screen's task was cancelled (whatever task or thread downloaded them).
private final class Downloads: @unchecked Swift.Sendable {
    private let lock = Foundation.NSLock()
    private var inside = 0
    private var most = 0
    private var gone = false
    private var afterCancel: [Swift.Int: Swift.Int] = [:]
    let firstPiece = Dispatch.DispatchSemaphore(value: 0)
    private var started = false

    func enter(_ feed: Swift.Int) {
        lock.lock()
        inside += 1
        most = Swift.max(most, inside)
        if gone { afterCancel[feed, default: 0] += 1 }
        let first = !started
        started = true
        lock.unlock()
        if first { firstPiece.signal() }
    }

    func leave() {
        lock.lock()
        inside -= 1
        lock.unlock()
    }

    /// Called once the screen's task is cancelled: every piece started from now on is counted.
    func screenGone() {
        lock.lock()
        gone = true
        lock.unlock()
    }

    var mostAtOnce: Swift.Int {
        lock.lock()
        defer { lock.unlock() }
        return most
    }

    /// Feeds with two pieces or more started after the cancel (one may start in the moment
    /// between a fetch's look at the flag and the piece).
    var wentOn: Swift.Int {
        lock.lock()
        defer { lock.unlock() }
        return afterCancel.values.filter { $0 >= 2 }.count
    }
}

/// One feed on the server: its pieces, known to the judge alone.
final class Feed: Swift.Sendable {  // shared with the learner's file
    let pieces: Swift.Int
    private let number: Swift.Int
    private let content: [Swift.Int]
    private let downloads: Downloads

    fileprivate init(number: Swift.Int, content: [Swift.Int], downloads: Downloads) {
        self.number = number
        self.content = content
        self.pieces = content.count
        self.downloads = downloads
    }

    /// True when `data` is the whole feed.
    fileprivate func isWhole(_ data: [Swift.Int]?) -> Swift.Bool { data == content }

    /// Downloads one piece: a moment of work, run where the fetch's task runs.
    func download(_ piece: Swift.Int) -> Swift.Int {
        downloads.enter(number)
        Judge.pause("piece")
        var sum = 0
        for i in 0..<20_000 { sum &+= i }
        downloads.leave()
        return sum == -1 ? 0 : content[piece]
    }
}

/// A screen: a task (on a judge's thread) whose task group fetches every feed, each in a child
/// task on a judge's thread; it goes away (is cancelled) once a piece is downloading, or stays.
private func screen(_ feeds: [Feed], goesAway: Swift.Bool, _ downloads: Downloads) -> [[Swift.Int]?] {
    let lock = Foundation.NSLock()
    nonisolated(unsafe) var results = [[Swift.Int]?](repeating: nil, count: feeds.count)
    let done = Dispatch.DispatchSemaphore(value: 0)
    let task = Swift.Task(executorPreference: Judge.Thread()) {
        await Swift.withTaskGroup(of: (Swift.Int, [Swift.Int]?).self) { group in
            for (index, feed) in feeds.enumerated() {
                group.addTask(executorPreference: Judge.Thread()) { (index, await fetch(feed)) }
            }
            for await (index, data) in group {
                lock.withLock { results[index] = data }
            }
        }
        done.signal()
    }
    if goesAway {
        // A fetch that never downloads leaves nothing to wait for: the screen goes away after a second.
        _ = Judge.patient({ downloads.firstPiece.wait(timeout: .now() + 1) })
        Judge.pause("the screen goes away")
        task.cancel()
        downloads.screenGone()
        Judge.mark("screen gone")
    }
    done.wait()
    // Anything still downloading for the screen once it has ended may start a piece here.
    Judge.pause("the screen has ended")
    lock.lock()
    defer { lock.unlock() }
    return results
}

private func feeds(_ downloads: Downloads) -> [Feed] {
    (0..<Judge.pick("feeds", in: 3...4)).map { number in
        let content = (0..<Judge.pick("pieces", in: 3...5)).map { _ in Judge.pick("byte", in: 0...255) }
        return Feed(number: number, content: content, downloads: downloads)
    }
}

private let kept = Downloads()
private let keptFeeds = feeds(kept)
private let fetched = screen(keptFeeds, goesAway: false, kept)
private let wrong = Swift.zip(keptFeeds, fetched).filter { feed, data in !feed.isWhole(data) }.count
Judge.value("fetches", keptFeeds.count)
Judge.value("wrong", wrong)
private let gone = Downloads()
_ = screen(feeds(gone), goesAway: true, gone)
Judge.value("at-once", kept.mostAtOnce)
Judge.value("went-on", gone.wentOn)
