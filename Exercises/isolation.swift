// Exercise: isolation: a view model on the main actor, its slow work off it.
//
// The exercise's judge (`learn exercise isolation --judge` shows it) makes an `Importer` with the
// screen's `ProgressBar` and awaits `importAll` in a task on the main actor, with photos it picks
// at run time, then lets the main thread serve the main actor's queue, as a screen's run loop
// does. `Importer` is isolated to the main actor, so all of its code runs on the main thread,
// `photo.decode()` (slow work) included: the screen freezes. Make every decode run off the main
// thread, with the main thread never waiting for it; show the progress on the main actor after
// each photo is decoded (`bar.show(1)`, `bar.show(2)`, … in order); and return the pictures in the
// photos' order, in every run and under every schedule learn tries.
import Foundation

/// Imports photos for the screen: its state is the main actor's.
@MainActor
final class Importer {
    private let bar: ProgressBar

    init(bar: ProgressBar) { self.bar = bar }

    /// Decodes every photo, shows the progress after each, and returns the pictures in order.
    func importAll(_ photos: [Photo]) async -> [Picture] {
        var pictures: [Picture] = []
        for photo in photos {
            pictures.append(photo.decode())
            bar.show(pictures.count)
        }
        return pictures
    }
}
