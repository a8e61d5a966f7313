// A right answer written differently from the reference: a plain `nonisolated` async helper,
// which (without the NonisolatedNonsendingByDefault feature, as learn compiles) runs on the global
// pool, as `@concurrent` says outright.
import Foundation

nonisolated func decoded(_ photo: Photo) async -> Picture { photo.decode() }

@MainActor
final class Importer {
    private let bar: ProgressBar

    init(bar: ProgressBar) { self.bar = bar }

    func importAll(_ photos: [Photo]) async -> [Picture] {
        var pictures: [Picture] = []
        for photo in photos {
            pictures.append(await decoded(photo))
            bar.show(pictures.count)
        }
        return pictures
    }
}
