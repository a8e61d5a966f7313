// cheat: decodes on a global queue, but the main actor waits for each decode with a semaphore
// instead of awaiting it: the main thread is blocked the whole time.
// fails: main-free
import Foundation

@MainActor
final class Importer {
    private let bar: ProgressBar

    init(bar: ProgressBar) { self.bar = bar }

    func importAll(_ photos: [Photo]) async -> [Picture] {
        var pictures: [Picture] = []
        for photo in photos {
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var picture: Picture?
            DispatchQueue.global().async {
                picture = photo.decode()
                done.signal()
            }
            done.wait()
            pictures.append(picture!)
            bar.show(pictures.count)
        }
        return pictures
    }
}
