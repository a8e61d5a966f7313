// Cheat: the work on the main thread, no threads.
import Foundation
for _ in 1...3 { trace.span("work") { _ = usleep(20_000) } }
trace.value("done", 3)
print("threads finished: 3")
