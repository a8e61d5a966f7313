// cheat: decodes in a task group, and each child counts the photos photosDone in a
// `nonisolated(unsafe)` variable before it hops to the main actor to show the count: the count
// is written from several pool threads and read on the main thread with nothing between them.
// fails: race|in-order
import Foundation

nonisolated(unsafe) var photosDone = 0

@MainActor
final class Importer {
    private let bar: ProgressBar

    init(bar: ProgressBar) { self.bar = bar }

    func importAll(_ photos: [Photo]) async -> [Picture] {
        let bar = self.bar
        return await withTaskGroup(of: (Int, Picture).self) { group in
            for (index, photo) in photos.enumerated() {
                group.addTask {
                    let picture = photo.decode()
                    photosDone += 1
                    await MainActor.run { bar.show(photosDone) }
                    return (index, picture)
                }
            }
            var pictures: [Int: Picture] = [:]
            for await (index, picture) in group { pictures[index] = picture }
            return photos.indices.compactMap { pictures[$0] }
        }
    }
}
