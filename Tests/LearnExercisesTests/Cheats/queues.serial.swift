// Cheat: every update on the main thread, no queue.
var items: [String] = []
for n in 0..<100 { trace.span("update") { items.append("row \(n)") } }
trace.value("count", items.count)
print("rows: \(items.count)")
