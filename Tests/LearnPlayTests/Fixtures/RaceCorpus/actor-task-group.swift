// races: none
actor Counter {
    var value = 0
    func add() { value += 1 }
}
let counter = Counter()
await withTaskGroup(of: Void.self) { group in
    for _ in 0..<3 { group.addTask { await counter.add() } }
}
print("value", await counter.value)
