// expect: write 11 gate.open; read 26 gate.open
// The write is in a `defer` block: it runs as the function leaves.
import Foundation

final class Gate {
    var open = true
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)

    func pass() {
        defer { open = false }
        var steps = 0
        steps += 1
    }
}

let gate = Gate()
let group = DispatchGroup()
DispatchQueue.global().async(group: group) {
    gate.ready.signal()
    gate.go.wait()
    gate.pass()
}
gate.go.signal()
gate.ready.wait()
print(gate.open)
group.wait()
