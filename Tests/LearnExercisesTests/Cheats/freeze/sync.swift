// cheat: "decodes on a global queue" with `sync`: the block runs on the calling thread, the main one.
// fails: decode-off-main
import Foundation

func load(_ photos: [Photo], into screen: Screen) {
    for photo in photos {
        let picture = DispatchQueue.global().sync { photo.decode() }
        screen.show(picture)
    }
}
