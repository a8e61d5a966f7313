// races: none
final class Box: @unchecked Sendable { var a = 0; var b = 0 }
let box = Box()
func first() async -> Int { box.a = 1; return 1 }
func second() async -> Int { box.b = 2; return 2 }
async let x = first()
async let y = second()
let sum = await x + y
print("sum", sum, box.a + box.b)
