// cheat: decodes in a detached task and updates the bar from there, inside
// `MainActor.assumeIsolated`, which only promises the compiler what is not true: the runtime
// checks the promise on the pool thread and stops the program.
// fails: problem|came-back
import Foundation

@MainActor
final class Importer {
    private let bar: ProgressBar

    init(bar: ProgressBar) { self.bar = bar }

    func importAll(_ photos: [Photo]) async -> [Picture] {
        let bar = self.bar
        return await Task.detached {
            var pictures: [Picture] = []
            for photo in photos {
                pictures.append(photo.decode())
                let done = pictures.count
                MainActor.assumeIsolated { bar.show(done) }
            }
            return pictures
        }.value
    }
}
