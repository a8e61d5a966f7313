// Cheat: prints the total without recording a point.
trace.value("total", 100)
print("total: 100")
