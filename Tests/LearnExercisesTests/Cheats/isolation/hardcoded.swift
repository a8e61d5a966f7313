// cheat: the progress bar shown full at once, 1 to the last, before any photo is decoded (off the
// main thread, all of them after).
// fails: after-decode
import Foundation

@MainActor
final class Importer {
    private let bar: ProgressBar

    init(bar: ProgressBar) { self.bar = bar }

    func importAll(_ photos: [Photo]) async -> [Picture] {
        for done in 1...photos.count { bar.show(done) }
        return await Task.detached { photos.map { $0.decode() } }.value
    }
}
