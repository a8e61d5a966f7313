// A right answer written differently from the reference: one lock every access takes.
import Foundation

final class DataSource: @unchecked Sendable {  // safe: every access holds `lock`
    private var items: [String] = []
    private let lock = NSLock()

    func add(_ item: String) { lock.withLock { items.append(item) } }

    var rows: [String] { lock.withLock { items } }
}
