// cheat: the checks' labels emitted by the learner's own trace; the main thread still decodes.
// fails: decode-off-main
import Foundation

func load(_ photos: [Photo], into screen: Screen) {
    trace.value("decoded-on-main", 0)
    trace.value("frozen", 0)
    for photo in photos {
        DispatchQueue.main.async {
            trace.span("decode") {}
            screen.show(photo.decode())
        }
    }
}
