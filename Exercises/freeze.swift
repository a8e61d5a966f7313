// Exercise: freeze: keep the main thread free (the post's frozen screen).
//
// The main thread is the screen: while it is busy, nothing is drawn. Five images are
// decoded (slow work) and then shown. Make the decoding happen away from the main thread,
// with each image still shown on the main thread once it is decoded, in every run.
import Foundation

nonisolated(unsafe) var shown = 0  // touched only on the main thread

func decode(_ image: Int) -> String {
    trace.span("decode") { usleep(20_000) }
    return "image \(image)"
}

func show(_ picture: String) {
    trace.span("show") {
        shown += 1
        print("shown: \(picture)")
    }
    if shown == 5 { exit(0) }
}

for image in 1...5 {
    DispatchQueue.main.async {
        let picture = decode(image)
        show(picture)
    }
}
// The main thread serves the main queue (`dispatchMain()` would hand it to a worker on Linux).
RunLoop.main.run()
