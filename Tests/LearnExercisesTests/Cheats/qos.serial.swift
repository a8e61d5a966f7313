// Cheat: computes and shows on the main thread, no queue.
for n in 1...3 {
    let value = trace.span("compute") { (1...10_000).reduce(0, +) * n }
    trace.span("show") { print("result: \(value)") }
}
