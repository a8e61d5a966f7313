// Exercise: group: know when every download is done (the post's 000/E6).
//
// Three downloads run on different queues; when all three are done, `notify` reports. Make
// the report come only after every download ended, in every run, with the downloads still
// on their queues.
import Foundation

let group = DispatchGroup()
let images = DispatchQueue(label: "images")
let texts = DispatchQueue(label: "texts", attributes: .concurrent)
let reported = DispatchSemaphore(value: 0)

images.async(group: group) {
    trace.span("download") { _ = usleep(10_000) }
}
texts.async(group: group) {
    trace.span("download") { _ = usleep(15_000) }
}
DispatchQueue.global().async(group: group) {
    trace.span("download") { _ = usleep(30_000) }
}
group.notify(queue: .global()) {
    trace.mark("all-done")
    print("all downloads done")
    reported.signal()
}
reported.wait()
usleep(40_000)  // the slowest download ends before the program does
