// cheat: the decodes go to a detached task that fills an array under a lock, and the main actor
// sleeps a whole second "long enough" instead of awaiting the task, then shows what it finds.
// fails: pictures|all-shown
import Foundation
import Synchronization

final class Box: Sendable { let pictures = Mutex<[Picture]>([]) }

@MainActor
final class Importer {
    private let bar: ProgressBar

    init(bar: ProgressBar) { self.bar = bar }

    func importAll(_ photos: [Photo]) async -> [Picture] {
        let box = Box()
        Task.detached {
            for photo in photos {
                let picture = photo.decode()
                box.pictures.withLock { $0.append(picture) }
            }
        }
        try? await Task.sleep(for: .seconds(1))
        let pictures = box.pictures.withLock { $0 }
        for done in pictures.indices { bar.show(done + 1) }
        return pictures
    }
}
