// cheat: decodes off the main thread, but the main thread waits for every decode before it
// shows the pictures: the screen is frozen all the same.
// fails: main-free
import Foundation

func load(_ photos: [Photo], into screen: Screen) {
    let group = DispatchGroup()
    let lock = NSLock()
    nonisolated(unsafe) var pictures: [Picture] = []
    for photo in photos {
        DispatchQueue.global().async(group: group) {
            let picture = photo.decode()
            lock.withLock { pictures.append(picture) }
        }
    }
    group.wait()
    for picture in pictures { screen.show(picture) }
}
