// cheat: the starter's bug (decode and show on the main queue: the screen freezes); after its last
// show it writes zero, through a raw pointer into the judge's `Screen`, over the count of decodes
// made on the main thread (the fifth word of the object: header, lock, photos, shown, then it).
// fails: decode-off-main
import Foundation

func load(_ photos: [Photo], into screen: Screen) {
    for photo in photos {
        DispatchQueue.main.async {
            let picture = photo.decode()
            screen.show(picture)
        }
    }
    DispatchQueue.main.async {
        let object = UnsafeMutableRawPointer(Unmanaged.passUnretained(screen).toOpaque())
        object.storeBytes(of: 0, toByteOffset: 40, as: Int.self)
    }
}
