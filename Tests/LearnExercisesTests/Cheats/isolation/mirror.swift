// cheat: decodes nothing. `Mirror` reads each photo's private number, and raw memory the size of a
// `Picture` (which only `Photo.decode()` was meant to make) gets that number as its first word;
// the bar is shown after each "picture", on the main actor.
// fails: pictures
import Foundation

@MainActor
final class Importer {
    private let bar: ProgressBar

    init(bar: ProgressBar) { self.bar = bar }

    func importAll(_ photos: [Photo]) async -> [Picture] {
        var pictures: [Picture] = []
        for photo in photos {
            let number = Mirror(reflecting: photo).children.first { $0.label == "number" }?.value as? Int ?? 0
            let bytes = UnsafeMutableRawPointer.allocate(
                byteCount: MemoryLayout<Picture>.size, alignment: MemoryLayout<Picture>.alignment)
            bytes.initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<Picture>.size)
            bytes.storeBytes(of: number, as: Int.self)
            pictures.append(bytes.load(as: Picture.self))
            bytes.deallocate()
            bar.show(pictures.count)
        }
        return pictures
    }
}
