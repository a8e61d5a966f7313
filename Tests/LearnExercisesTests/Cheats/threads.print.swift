// Cheat: reports three without starting a thread.
trace.value("done", 3)
print("threads finished: 3")
