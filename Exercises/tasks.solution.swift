// Exercise: tasks: a task group that stops when it is cancelled.
//
// The exercise's judge (`learn exercise tasks --judge` shows it) opens a screen: a task whose
// task group calls `fetch` once per feed, each fetch in a child task. A screen that stays must
// get every feed whole. Then a screen goes away as soon as a piece is downloading: it cancels
// its task. Make the fetches stop once they are cancelled — no fetch may go on downloading
// piece after piece for a screen that is gone — in every run and under every schedule learn
// tries, with the fetches still downloading at the same time, and ThreadSanitizer silent.
// A fetch returns the feed's pieces in order, or nil when it did not fetch them all.

/// Fetches one feed, piece by piece (`Feed` is the judge's: `feed.pieces`, `feed.download(i)`).
func fetch(_ feed: Feed) async -> [Int]? {
    var data: [Int] = []
    for piece in 0..<feed.pieces {
        // Cancelling the screen's task reaches this child task as a flag: look at it before
        // each piece, and stop once it is set.
        if Task.isCancelled { return nil }
        data.append(feed.download(piece))  // one piece: a moment of work
    }
    return data
}
