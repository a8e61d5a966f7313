let x: Int = "text"
print(x)
