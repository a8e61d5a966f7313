// A right answer written differently from the reference: the answers go into an AsyncStream,
// and the call awaits the first one; the stream drops the rest.
import Foundation

func record(_ id: Int, from server: Server) async throws -> Int {
    let (answers, continuation) = AsyncStream.makeStream(
        of: Result<Int, FetchError>.self, bufferingPolicy: .bufferingOldest(1))
    server.fetch(id) { answer in
        continuation.yield(answer)
    }
    for await answer in answers {
        continuation.finish()
        return try answer.get()
    }
    fatalError("the stream ends only after its first answer")
}
