// Cheat: no tasks; the main thread records every point itself.
var scores: [String: Int] = [:]
for i in 0..<100 {
    trace.span("record") { scores["player\(i % 10)", default: 0] += 1 }
}
let total = scores.values.reduce(0, +)
trace.value("total", total)
print("total: \(total)")
