// cheat: records the judge's own facts by calling the tracer's judge entry point.
// fails: refused
import Foundation

typealias Value = @convention(c) (UnsafePointer<CChar>?, Int64) -> Void

func makeThumbnails(of photos: [Int], resize: @escaping @Sendable (Int) -> Int) -> [Int] {
    if let f = dlsym(dlopen(nil, RTLD_LAZY), "learn_judge_value") {
        unsafeBitCast(f, to: Value.self)("ended", Int64(photos.count))
    }
    return photos.map { $0 / 2 }
}
