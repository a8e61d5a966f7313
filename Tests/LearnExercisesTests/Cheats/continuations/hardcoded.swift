// cheat: no server at all: a record made up from the id, and an error of its own.
// fails: right
import Foundation

struct NotFound: Error {}

func record(_ id: Int, from server: Server) async throws -> Int {
    if id % 3 == 0 { throw NotFound() }
    return id * 100
}
