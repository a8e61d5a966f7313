// cheat: the decode moved into a `nonisolated(nonsending)` helper "to take it off the main actor":
// a nonsending function runs on its caller's executor, the main actor, so the main thread decodes.
// fails: decode-off-main
import Foundation

@MainActor
final class Importer {
    private let bar: ProgressBar

    init(bar: ProgressBar) { self.bar = bar }

    func importAll(_ photos: [Photo]) async -> [Picture] {
        var pictures: [Picture] = []
        for photo in photos {
            pictures.append(await Self.decode(photo))
            bar.show(pictures.count)
        }
        return pictures
    }

    nonisolated(nonsending) private static func decode(_ photo: Photo) async -> Picture {
        photo.decode()
    }
}
