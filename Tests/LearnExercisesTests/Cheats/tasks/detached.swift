// cheat: downloads in a detached task, which the screen's cancel does not reach: the flag it
// looks at is never set, and the download goes on for a screen that is gone.
// fails: stopped
func fetch(_ feed: Feed) async -> [Int]? {
    await Task.detached {
        var data: [Int] = []
        for piece in 0..<feed.pieces {
            if Task.isCancelled { return nil }
            data.append(feed.download(piece))
        }
        return data
    }.value
}
