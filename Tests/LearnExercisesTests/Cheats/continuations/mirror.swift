// cheat: read the record out of the server with Mirror, without waiting for an answer.
// fails: right
import Foundation

func record(_ id: Int, from server: Server) async throws -> Int {
    for child in Mirror(reflecting: server).children {
        if let records = child.value as? [Int], records.indices.contains(id) { return records[id] }
    }
    return 0
}
