/// The `@if`/`@else`/`@end` nesting at one point of a playing: whether text shows there.
struct BranchStack: Sendable, Equatable {
    private struct Frame: Sendable, Equatable {
        var showing: Bool
        var elseShows: Bool
    }

    private var frames: [Frame] = []

    /// Whether the current branch shows (true outside any `@if`).
    var showing: Bool { frames.last?.showing ?? true }

    var depth: Int { frames.count }

    /// Enters an `@if`: `holds` is nil when it cannot be decided (hidden, or no run to decide it),
    /// and then neither branch shows.
    mutating func enter(holds: Bool?) {
        frames.append(Frame(showing: holds == true, elseShows: holds == false))
    }

    /// `@else`: the other branch.
    mutating func flip() {
        guard !frames.isEmpty else { return }
        frames[frames.count - 1].showing = frames[frames.count - 1].elseShows
    }

    /// `@end`
    mutating func leave() {
        _ = frames.popLast()
    }
}
