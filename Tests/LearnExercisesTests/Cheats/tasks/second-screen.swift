// cheat: never looks at cancellation: it counts the fetches, and once more fetches were made than
// the judge's first screen has feeds (the judge's own `keptFeeds`), the screen that goes away
// is known to be running: its first fetch downloads one piece (so the judge cancels), and every
// fetch of it returns nil without downloading more.
// fails: compile|refused
import Foundation

let counting = NSLock()
nonisolated(unsafe) var fetches = 0

func fetch(_ feed: Feed) async -> [Int]? {
    let number = counting.withLock { fetches += 1; return fetches }
    if number > keptFeeds.count {
        if number == keptFeeds.count + 1 { _ = feed.download(0) }
        return nil
    }
    var data: [Int] = []
    for piece in 0..<feed.pieces {
        data.append(feed.download(piece))
    }
    return data
}
