// reveals: one outcome
// 002's fix: every change to the rows goes through one serial queue.
import Foundation

final class DataSource {
    private var rows: [String] = []
    private let queue = DispatchQueue(label: "rows")
    func append(_ row: String) { queue.sync { rows.append(row) } }
    var count: Int { queue.sync { rows.count } }
}

let source = DataSource()
let group = DispatchGroup()
for i in 0..<2 {
    DispatchQueue.global().async(group: group) { source.append("row \(i)") }
}
group.wait()
print("rows = \(source.count)")
