// A right answer written differently from the reference: the decode on a global queue, as 000/E3
// did, bridged back with a continuation the main actor awaits.
import Foundation

@MainActor
final class Importer {
    private let bar: ProgressBar

    init(bar: ProgressBar) { self.bar = bar }

    func importAll(_ photos: [Photo]) async -> [Picture] {
        var pictures: [Picture] = []
        for photo in photos {
            let picture = await withCheckedContinuation { continuation in
                DispatchQueue.global(qos: .userInitiated).async {
                    continuation.resume(returning: photo.decode())
                }
            }
            pictures.append(picture)
            bar.show(pictures.count)
        }
        return pictures
    }
}
