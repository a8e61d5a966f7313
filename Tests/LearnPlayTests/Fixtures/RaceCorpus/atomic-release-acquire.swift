// races: none
import Foundation
import Synchronization
let ready = Atomic<Bool>(false)
nonisolated(unsafe) var payload = 0
let t = Thread {
    payload = 42
    ready.store(true, ordering: .releasing)
}
t.start()
while !ready.load(ordering: .acquiring) { usleep(100) }
print(payload)
