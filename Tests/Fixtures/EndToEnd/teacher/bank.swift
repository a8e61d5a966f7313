import Dispatch

// Two deposits sent to one serial queue, then the balance read with `sync`.
let bank = DispatchQueue(label: "bank")
var balance = 0
for amount in [10, 20] {
    bank.async {
        trace.span("deposit") { balance += amount }
    }
}
bank.sync { trace.value("balance", balance) }
print("balance \(balance)")
