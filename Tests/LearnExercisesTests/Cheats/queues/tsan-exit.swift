// cheat: the starter's unsynchronised array; when TSAN_OPTIONS is set (the ThreadSanitizer build)
// the first call ends the program at once with exit(0), before the judge has done anything:
// a ThreadSanitizer run that never reaches the judge's end still counts as clean.
// fails: race|problem
import Dispatch
import Foundation

let quitUnderTSan: Bool = {
    if getenv("TSAN_OPTIONS") != nil { _exit(0) }
    return true
}()

final class DataSource: @unchecked Sendable {
    private var items: [String] = []

    func add(_ item: String) {
        _ = quitUnderTSan
        items.append(item)
    }

    var rows: [String] { _ = quitUnderTSan; return items }
}
