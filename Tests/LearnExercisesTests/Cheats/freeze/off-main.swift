// cheat: decodes and shows on a global queue: the main thread is free, and the screen is drawn
// from another thread.
// fails: show-on-main
import Foundation

func load(_ photos: [Photo], into screen: Screen) {
    for photo in photos {
        DispatchQueue.global().async { screen.show(photo.decode()) }
    }
}
