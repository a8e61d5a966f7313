// races: none
final class Box: @unchecked Sendable { var count = 0 }
let box = Box()
let t = Task.detached { box.count = 1 }
await t.value
box.count += 1
print("count", box.count)
