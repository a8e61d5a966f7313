// cheat: looks at the flag once, before the first piece: a fetch already downloading goes on.
// fails: stopped
func fetch(_ feed: Feed) async -> [Int]? {
    if Task.isCancelled { return nil }
    var data: [Int] = []
    for piece in 0..<feed.pieces { data.append(feed.download(piece)) }
    return data
}
