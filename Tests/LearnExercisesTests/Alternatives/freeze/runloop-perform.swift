// Decodes on a global queue, and hands each picture back to the main thread through its run
// loop's `perform`, which the main thread serves between frames.
import Foundation

func load(_ photos: [Photo], into screen: Screen) {
    for photo in photos {
        DispatchQueue.global().async {
            let picture = photo.decode()
            RunLoop.main.perform { screen.show(picture) }
        }
    }
}
