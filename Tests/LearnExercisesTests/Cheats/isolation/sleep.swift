// cheat: the decodes go to a detached task that fills a `nonisolated(unsafe)` array, and the main
// actor sleeps "long enough" instead of awaiting the task, then shows what it finds.
// fails: race|pictures|all-shown
import Foundation

@MainActor
final class Importer {
    private let bar: ProgressBar

    init(bar: ProgressBar) { self.bar = bar }

    func importAll(_ photos: [Photo]) async -> [Picture] {
        nonisolated(unsafe) var pictures: [Picture] = []
        Task.detached {
            for photo in photos { pictures.append(photo.decode()) }
        }
        try? await Task.sleep(for: .milliseconds(50))
        for done in pictures.indices { bar.show(done + 1) }
        return pictures
    }
}
