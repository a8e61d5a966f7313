// cheat: "to be sure the bar is updated on the main thread", each update goes through
// `DispatchQueue.main.sync` from the main actor's own code: the main queue is the one running it,
// and libdispatch stops the program.
// fails: problem|came-back
import Foundation

@MainActor
final class Importer {
    private let bar: ProgressBar

    init(bar: ProgressBar) { self.bar = bar }

    func importAll(_ photos: [Photo]) async -> [Picture] {
        var pictures: [Picture] = []
        for photo in photos {
            pictures.append(await Self.decode(photo))
            let done = pictures.count
            DispatchQueue.main.sync { bar.show(done) }
        }
        return pictures
    }

    @concurrent nonisolated private static func decode(_ photo: Photo) async -> Picture {
        photo.decode()
    }
}
