// cheat: the starter's unsynchronised array, left as it is; its first call points the standard
// error descriptor at /dev/null in every run, so ThreadSanitizer's reports (which learn reads
// from the program's output) go nowhere.
// fails: race|problem|all-rows|no-extra
import Dispatch
import Foundation

let blinded: Bool = {
    dup2(open("/dev/null", O_WRONLY), 2)
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
