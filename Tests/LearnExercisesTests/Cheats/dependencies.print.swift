// Cheat: says it is done without running a step.
print("done")
