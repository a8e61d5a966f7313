// Cheat: reports a hundred rows without an update.
trace.value("count", 100)
print("rows: 100")
