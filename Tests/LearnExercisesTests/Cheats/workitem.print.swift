// Cheat: reports one finished search without searching.
trace.value("finished", 1)
print("searches finished: 1")
