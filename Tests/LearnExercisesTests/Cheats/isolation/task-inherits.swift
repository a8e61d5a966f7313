// cheat: each decode in a `Task {}` "so it runs in the background": a task made on the main actor
// inherits its isolation, so the decode runs on the main thread all the same.
// fails: decode-off-main
import Foundation

@MainActor
final class Importer {
    private let bar: ProgressBar

    init(bar: ProgressBar) { self.bar = bar }

    func importAll(_ photos: [Photo]) async -> [Picture] {
        var pictures: [Picture] = []
        for photo in photos {
            pictures.append(await Task { photo.decode() }.value)
            bar.show(pictures.count)
        }
        return pictures
    }
}
