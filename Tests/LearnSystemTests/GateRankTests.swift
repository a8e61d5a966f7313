import Testing

@testable import LearnSystem

/// The one ranking of threads at gates (learn_gate_rank.h), as the demos' scheduler calls it: each
/// field decides only when every field before it is equal, and the number last of all.
@Suite struct GateRankTests {
    private func stand(
        _ key: String, file: String = "", at position: UInt64 = 0, queue: String = "", task: UInt64 = 0, number: Int32
    ) -> GateRank.Stand {
        GateRank.Stand(key: key, file: file, position: position, queue: queue, task: task, number: number)
    }

    @Test func eachFieldDecidesOnlyWhenTheOnesBeforeItAreEqual() {
        let ordered = [
            stand("reads counter", file: "b.swift", at: 9, queue: "z", task: 9, number: 9),
            stand("writes counter", file: "a.swift", at: 1, queue: "a", task: 1, number: 1),
            stand("writes counter", file: "b.swift", at: 0, queue: "a", task: 1, number: 1),
            stand("writes counter", file: "b.swift", at: 7, queue: "", task: 5, number: 1),
            stand("writes counter", file: "b.swift", at: 7, queue: "q", task: 2, number: 8),
            stand("writes counter", file: "b.swift", at: 7, queue: "q", task: 3, number: 2),
            stand("writes counter", file: "b.swift", at: 7, queue: "q", task: 3, number: 4),
        ]
        for (i, x) in ordered.enumerated() {
            for (j, y) in ordered.enumerated() {
                #expect(GateRank.precedes(x, y) == (i < j), "\(i) before \(j)")
            }
        }
        #expect(ordered.shuffled().sorted(by: GateRank.precedes).map(\.number) == ordered.map(\.number))
    }

    /// Keys are compared as bytes, as strcmp does in the tracer: for Korean words too, which is
    /// the order of their code points.
    @Test func keysCompareByTheirBytes() {
        #expect(GateRank.precedes(stand("Z", number: 2), stand("a", number: 1)))
        #expect(GateRank.precedes(stand("a", number: 2), stand("값", number: 1)))
        #expect(GateRank.precedes(stand("가", number: 2), stand("값", number: 1)))
        #expect(!GateRank.precedes(stand("", number: 1), stand("", number: 1)))
    }
}
