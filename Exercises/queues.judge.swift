// The judge of `queues`: the exercise's own code, compiled beside your file (you do not edit it).
// It sends the updates from the global queues, picks how many and which rows at run time, shows
// the rows on the main thread meanwhile, and compares what arrived with what it sent.
import Dispatch
import Foundation

private let dataSource = DataSource()
private let first = Judge.pick("first-row", in: 1...900)
private let sent = (0..<Judge.pick("updates", in: 4...7)).map { "row \(first + $0)" }
private let updates = Dispatch.DispatchGroup()
for row in sent {
    Dispatch.DispatchQueue.global().async(group: updates) {
        Judge.pause("next update")
        Judge.span("update") { dataSource.add(row) }
    }
}
// The table shows the rows so far, on the main thread, while the updates come in.
private var partial = 0  // shows that saw some rows, not all
private var wrong = 0  // shows that saw a row never sent
for _ in 0..<Judge.pick("shows", in: 2...4) {
    Judge.pause("next show")
    let seen = Judge.span("show") { dataSource.rows }
    if !seen.isEmpty && seen.count < sent.count { partial += 1 }
    wrong += seen.filter { !sent.contains($0) }.count
}
updates.wait()
private let arrived = dataSource.rows
private var left = sent
for row in arrived {
    if let at = left.firstIndex(of: row) { left.remove(at: at) } else { wrong += 1 }
}
Judge.value("sent", sent.count)
Judge.value("arrived", arrived.count)
Judge.value("missing", left.count)
Judge.value("wrong", wrong)
Judge.value("partial", partial)
