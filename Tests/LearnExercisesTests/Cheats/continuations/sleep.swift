// cheat: fetch, then sleep a moment (the task suspends) and return whatever answer has come by then.
// fails: right
import Foundation

final class Box: @unchecked Sendable {  // every access holds `lock`
    var answer: Result<Int, FetchError>?
    let lock = NSLock()
}

struct NoAnswer: Error {}

func record(_ id: Int, from server: Server) async throws -> Int {
    let box = Box()
    server.fetch(id) { answer in
        box.lock.withLock { if box.answer == nil { box.answer = answer } }
    }
    try await Task.sleep(for: .milliseconds(30))
    guard let answer = box.lock.withLock({ box.answer }) else { throw NoAnswer() }
    return try answer.get()
}
