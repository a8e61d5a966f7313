// cheat: returns nil once cancelled, but leaves the rest of the download running in a task of
// its own, for a screen that is gone.
// fails: stopped
func fetch(_ feed: Feed) async -> [Int]? {
    var data: [Int] = []
    for piece in 0..<feed.pieces {
        if Task.isCancelled {
            let rest = piece
            Task.detached { for later in rest..<feed.pieces { _ = feed.download(later) } }
            return nil
        }
        data.append(feed.download(piece))
    }
    return data
}
