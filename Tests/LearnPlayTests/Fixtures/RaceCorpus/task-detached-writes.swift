// races: box.count
final class Box: @unchecked Sendable { var count = 0 }
let box = Box()
let a = Task.detached { box.count = 1 }
let b = Task.detached { box.count = 1 }
await a.value
await b.value
print("count", box.count)
