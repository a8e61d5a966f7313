// A right answer written differently from the reference: every photo decoded at once in a task
// group (its children run on the global pool), and the main actor shows the count as each comes.
import Foundation

@MainActor
final class Importer {
    private let bar: ProgressBar

    init(bar: ProgressBar) { self.bar = bar }

    func importAll(_ photos: [Photo]) async -> [Picture] {
        await withTaskGroup(of: (Int, Picture).self) { group in
            for (index, photo) in photos.enumerated() {
                group.addTask { (index, photo.decode()) }
            }
            var pictures: [Int: Picture] = [:]
            for await (index, picture) in group {
                pictures[index] = picture
                bar.show(pictures.count)  // the main actor's code: on the main thread
            }
            return photos.indices.compactMap { pictures[$0] }
        }
    }
}
