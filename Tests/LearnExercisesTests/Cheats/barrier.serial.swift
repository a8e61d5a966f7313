// Cheat: no queue at all; every write and read on the main thread.
var storage: [Int] = []
for writer in 0..<10 {
    for n in 0..<20 {
        trace.span("write") { storage.append(writer * 100 + n) }
        _ = trace.span("read") { storage.count }
    }
}
trace.value("count", storage.count)
print("count: \(storage.count)")
