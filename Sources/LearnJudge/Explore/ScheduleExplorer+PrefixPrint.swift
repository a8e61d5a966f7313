extension ScheduleExplorer {
    /// A schedule's prefix of choices, as two independent 64-bit hashes of it (a set of them holds
    /// every choice of every run, where the prefixes themselves would take steps² each run).
    package struct PrefixPrint: Hashable, Sendable {
        var a: Int
        var b: Int

        /// The prints of a prefix as it grows, a choice at a time.
        struct Running {
            var current: PrefixPrint
            init() { current = PrefixPrint(a: 0, b: 0x5EED) }
            init(from print: PrefixPrint) { current = print }
            mutating func add(_ choice: Int) {
                var first = Hasher(), second = Hasher()
                first.combine(current.a)
                first.combine(choice)
                second.combine(0x5EED)
                second.combine(current.b)
                second.combine(choice)
                current = PrefixPrint(a: first.finalize(), b: second.finalize())
            }
        }

        /// The print of no choice at all.
        package static let empty = Running().current
    }
}
