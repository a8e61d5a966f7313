// A group of four child tasks summing in parallel: no data race, and tasks ThreadSanitizer's build does not record.
let total = await withTaskGroup(of: Int.self) { group in
    for part in 0..<4 {
        group.addTask { (part * 100..<(part + 1) * 100).reduce(0, +) }
    }
    return await group.reduce(0, +)
}
print("total: \(total)")
