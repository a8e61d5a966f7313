// Exercise: queues: a data source that every update goes through safely (the post's 002).
//
// A hundred updates arrive on global queues and append to one `dataSource` array, while
// the main thread shows how many rows there are so far. Make all one hundred arrive, in
// every run, with the updates still sent from the global queues and run off the main
// thread, and the main thread still showing the rows meanwhile — and ThreadSanitizer silent.
import Dispatch

final class DataSource: @unchecked Sendable {  // safe: every access goes through `updateQueue`
    private var items: [String] = []
    /// One serial queue runs every update, one at a time (002/E3).
    private let updateQueue = DispatchQueue(label: "data_source_update_queue")

    func add(_ item: String) {
        updateQueue.sync {
            trace.span("update") { items.append(item) }
        }
    }

    var count: Int { updateQueue.sync { items.count } }
}

let dataSource = DataSource()
let updates = DispatchGroup()
for n in 0..<100 {
    DispatchQueue.global().async(group: updates) {
        dataSource.add("row \(n)")
    }
}
for _ in 0..<10 {
    trace.span("show") { _ = dataSource.count }  // the table shows the rows so far
}
updates.wait()
trace.value("count", dataSource.count)
print("rows: \(dataSource.count)")
