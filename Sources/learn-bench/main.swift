print("learn-bench: not yet")
