// Exercise: freeze: keep the main thread free (the post's frozen screen).
//
// The main thread is the screen: while it is busy, nothing is drawn. The exercise's judge
// (`learn exercise freeze --judge` shows it) calls `load` on the main thread with photos it
// picks at run time, then lets the main thread serve the main queue, as a screen's run loop
// does. Make the decoding (`photo.decode()`, slow work) happen away from the main thread, with
// the main thread never waiting for it, and each picture still shown on the main thread
// (`screen.show`) once it is decoded, in every run and under every schedule learn tries.
import Foundation

/// Loads every photo into the screen: decodes it, then shows its picture.
func load(_ photos: [Photo], into screen: Screen) {
    for photo in photos {
        DispatchQueue.main.async {
            let picture = photo.decode()
            screen.show(picture)
        }
    }
}
