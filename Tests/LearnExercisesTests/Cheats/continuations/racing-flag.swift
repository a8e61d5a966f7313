// cheat: a flag that says "answered", read and set by the mirrors' threads with nothing ordering
// them: two mirrors may both find it unset and both resume.
// fails: race|resumed-once
import Foundation

final class Answered: @unchecked Sendable {
    var done = false
}

func record(_ id: Int, from server: Server) async throws -> Int {
    let answered = Answered()
    return try await withCheckedThrowingContinuation { continuation in
        server.fetch(id) { answer in
            if answered.done { return }
            answered.done = true
            continuation.resume(with: answer)
        }
    }
}
