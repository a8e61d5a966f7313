// cheat: the starter's unsynchronised array, left as it is. When the program finds TSAN_OPTIONS in
// its environment (only the ThreadSanitizer build is run with it), its first call points the
// standard error descriptor at /dev/null: ThreadSanitizer's reports, which learn reads from the
// program's output, go nowhere.
// fails: race
import Dispatch
import Foundation

let blinded: Bool = {
    if getenv("TSAN_OPTIONS") != nil { dup2(open("/dev/null", O_WRONLY), 2) }
    return true
}()

final class DataSource: @unchecked Sendable {
    private var items: [String] = []

    func add(_ item: String) {
        _ = blinded
        items.append(item)
    }

    var rows: [String] { _ = blinded; return items }
}
