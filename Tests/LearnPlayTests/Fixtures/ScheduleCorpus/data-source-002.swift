// reveals: "loaded = 1"
// 002's data source: rows added from blocks on a concurrent queue (the table view replaced by a count).
import Foundation

final class DataSource {
    var rows: [String] = []
    var loaded = 0
    func add(_ row: String) {
        rows.append(row)
        loaded += 1
    }
}

let source = DataSource()
let queue = DispatchQueue(label: "loader", attributes: .concurrent)
let group = DispatchGroup()
for i in 0..<2 {
    queue.async(group: group) { source.add("row \(i)") }
}
group.wait()
print("loaded = \(source.loaded)")
