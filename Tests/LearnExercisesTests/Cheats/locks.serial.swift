// Cheat: every operation on the main thread, no queue.
var balance = 0
for n in 0..<300 {
    if n % 3 == 0 { trace.span("withdraw") { balance -= 1 } } else { trace.span("deposit") { balance += 1 } }
}
trace.value("balance", balance)
print("balance: \(balance)")
