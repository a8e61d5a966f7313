// cheat: waits a moment before starting, hoping the screen is gone by then, and looks at the
// flag only once.
// fails: stopped
import Foundation

func fetch(_ feed: Feed) async -> [Int]? {
    usleep(2000)
    if Task.isCancelled { return nil }
    var data: [Int] = []
    for piece in 0..<feed.pieces { data.append(feed.download(piece)) }
    return data
}
