// cheat: the downloads take turns (one DispatchSemaphore(value: 1) around each), and two spans
// labelled `download` are opened at once through the judge's own `learn_judge_begin` (found with
// `dlsym`, hidden after a "//" string on its line), so the trace shows two downloads overlapping.
// fails: refused|side-by-side
import Dispatch
import Foundation

struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

typealias Begin = @convention(c) (UnsafePointer<CChar>?) -> UInt64
typealias End = @convention(c) (UnsafePointer<CChar>?, UInt64) -> Void
let slashes = "//"; let begin = dlsym(nil, "learn" + "_judge" + "_begin").map { unsafeBitCast($0, to: Begin.self) }
let slashes2 = "//"; let end = dlsym(nil, "learn" + "_judge" + "_end").map { unsafeBitCast($0, to: End.self) }
let oneAtATime = DispatchSemaphore(value: 1)

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    let group = DispatchGroup()
    let both = DispatchGroup()
    let inside = DispatchSemaphore(value: 0)
    for _ in 0..<2 {
        Thread {
            let span = begin?("download") ?? 0
            inside.signal()
            usleep(2000)
            end?("download", span)
        }.start()
    }
    inside.wait(); inside.wait()
    for download in downloads {
        download.queue.async(group: group) {
            oneAtATime.wait()
            download.run()
            oneAtATime.signal()
        }
    }
    _ = both
    group.notify(queue: .global(), execute: report)
}
