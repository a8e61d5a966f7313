// Words of 40 characters and a line of 300: learn play shows them whole, wrapped to the width.
let word = String(repeating: "abcdefghij", count: 4)
print("short \(word) and \(word)")
print("\(word)\(word) end")
print((0..<30).map { "line\($0 % 10)-abcd" }.joined(separator: " "))
print(String(repeating: "0123456789", count: 30))
