// Cheat: downloads one after another on the main thread, no group.
import Foundation
for _ in 0..<3 { trace.span("download") { _ = usleep(10_000) } }
trace.mark("all-done")
print("all downloads done")
