// cheat: no continuation: the call waits on a semaphore for the first answer, holding its
// thread (004's deferred, inside an async function).
// fails: suspends
import Foundation

final class Box: @unchecked Sendable {  // written before the signal, read after the wait
    var answer: Result<Int, FetchError>?
    let lock = NSLock()
    let arrived = DispatchSemaphore(value: 0)
}

func record(_ id: Int, from server: Server) async throws -> Int {
    let box = Box()
    server.fetch(id) { answer in
        let first = box.lock.withLock {
            defer { if box.answer == nil { box.answer = answer } }
            return box.answer == nil
        }
        if first { box.arrived.signal() }
    }
    box.arrived.wait()
    return try box.lock.withLock { box.answer! }.get()
}
