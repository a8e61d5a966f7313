// cheat: decodes in a detached task and updates the bar from there too, through `show` cast with
// `unsafeBitCast` to a function type without the main actor: the compiler no longer sees the
// hop that is missing, and the bar's state is written from a pool thread.
// fails: show-on-main
import Foundation

@MainActor
final class Importer {
    private let bar: ProgressBar

    init(bar: ProgressBar) { self.bar = bar }

    func importAll(_ photos: [Photo]) async -> [Picture] {
        let show = unsafeBitCast(bar.show as @MainActor (Int) -> Void, to: (@Sendable (Int) -> Void).self)
        return await Task.detached {
            var pictures: [Picture] = []
            for photo in photos {
                pictures.append(photo.decode())
                show(pictures.count)
            }
            return pictures
        }.value
    }
}
