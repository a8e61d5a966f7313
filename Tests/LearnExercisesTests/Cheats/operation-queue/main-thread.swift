// cheat: resizes every photo right there, on the caller's (main) thread, no queue at all.
// fails: by-operations, off-main
import Foundation

func makeThumbnails(of photos: [Int], resize: @escaping @Sendable (Int) -> Int) -> [Int] {
    photos.map(resize)
}
