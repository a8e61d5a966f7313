// cheat: decodes nothing. `Mirror` reads each photo's private number, and raw memory the size of a
// `Picture` (which only `Photo.decode()` was meant to make) gets that number as its first word;
// every "picture" is shown on the main thread, at once.
// fails: made-by-decode
import Foundation

func load(_ photos: [Photo], into screen: Screen) {
    for photo in photos {
        let number = Mirror(reflecting: photo).children.first { $0.label == "number" }?.value as? Int ?? 0
        let bytes = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<Picture>.size, alignment: MemoryLayout<Picture>.alignment)
        bytes.initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<Picture>.size)
        bytes.storeBytes(of: number, as: Int.self)
        let picture = bytes.load(as: Picture.self)
        bytes.deallocate()
        DispatchQueue.main.async { screen.show(picture) }
    }
}
