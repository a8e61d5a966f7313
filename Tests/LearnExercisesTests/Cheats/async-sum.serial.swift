// Cheat: adds on the main thread, no queue, no operation.
var correct = 0
for (lhs, rhs) in [(2, 3), (5, 3), (1, 7), (12, 34), (99, 99)] {
    let sum = trace.span("add") { lhs + rhs }
    print("\(lhs) + \(rhs) = \(sum)")
    correct += 1
}
trace.value("correct", correct)
