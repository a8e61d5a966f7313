// races: none
actor Counter {
    var value = 0
    func increment() { value += 1 }
}
let counter = Counter()
await withTaskGroup(of: Void.self) { group in
    for _ in 0..<2 { group.addTask { await counter.increment() } }
}
print(await counter.value)
