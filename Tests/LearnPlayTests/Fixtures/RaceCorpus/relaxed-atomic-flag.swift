// races: payload
// A relaxed Atomic flag publishes nothing: the payload it guards is a data race.
import Foundation
import Synchronization
let ready = Atomic<Bool>(false)
nonisolated(unsafe) var payload = 0
Thread {
    payload = 42
    ready.store(true, ordering: .relaxed)
}.start()
while !ready.load(ordering: .relaxed) { usleep(100) }
print(payload)
