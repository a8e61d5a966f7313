// A right answer written differently from the reference: every answer hops to one serial queue,
// which alone reads and sets the flag, so the answers are taken one after another.
import Foundation

final class Answers: @unchecked Sendable {  // `answered` is only touched on `queue`
    let queue = DispatchQueue(label: "answers")
    var answered = false
}

func record(_ id: Int, from server: Server) async throws -> Int {
    let answers = Answers()
    return try await withCheckedThrowingContinuation { continuation in
        server.fetch(id) { answer in
            answers.queue.async {
                guard !answers.answered else { return }
                answers.answered = true
                continuation.resume(with: answer)
            }
        }
    }
}
