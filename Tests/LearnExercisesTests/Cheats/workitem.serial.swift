// Cheat: two searches on the main thread, the first abandoned by hand.
trace.mark("search")
trace.mark("search")
trace.value("finished", 1)
print("searches finished: 1")
