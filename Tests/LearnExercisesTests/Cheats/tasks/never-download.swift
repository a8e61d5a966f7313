// cheat: never looks at cancellation: once more fetches were made than the judge's first screen
// has feeds (`keptFeeds`), every fetch returns nil without downloading anything. (Kept for its
// verdict: the judge's own one-second wait for a first piece is reported as a deadlock; since the
// judge's declarations are private, reading `keptFeeds` no longer compiles.)
// fails: problem|stopped|compile
import Foundation

let counting = NSLock()
nonisolated(unsafe) var fetches = 0

func fetch(_ feed: Feed) async -> [Int]? {
    let number = counting.withLock { fetches += 1; return fetches }
    if number > keptFeeds.count { return nil }
    var data: [Int] = []
    for piece in 0..<feed.pieces {
        data.append(feed.download(piece))
    }
    return data
}
