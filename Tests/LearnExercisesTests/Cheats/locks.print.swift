// Cheat: reports the balance without an operation.
trace.value("balance", 100)
print("balance: 100")
