// cheat: decodes on a global queue, and the main thread sleeps a moment "until they are done"
// before it shows what it finds.
// fails: all-shown
import Foundation

nonisolated(unsafe) var pictures: [Picture] = []

func load(_ photos: [Photo], into screen: Screen) {
    DispatchQueue.global().async {
        for photo in photos { pictures.append(photo.decode()) }
    }
    usleep(50_000)
    for picture in pictures { screen.show(picture) }
}
