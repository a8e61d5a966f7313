// cheat: one lock around each whole fetch: it stops when cancelled, but the fetches take turns.
// fails: concurrent
import Foundation

let oneAtATime = NSLock()

func fetch(_ feed: Feed) async -> [Int]? {
    oneAtATime.withLock {
        var data: [Int] = []
        for piece in 0..<feed.pieces {
            if Task.isCancelled { return nil }
            data.append(feed.download(piece))
        }
        return data
    }
}
