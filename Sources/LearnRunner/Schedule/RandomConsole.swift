/// A console that answers every question with a thread picked by a seeded generator: a random
/// schedule, the same one again for the same seed. With no thread at a gate it lets the run go on.
package final class RandomConsole: ScheduleConsole, @unchecked Sendable {  // one run asks at a time
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package func decide(_ decision: ScheduleDecision) -> ScheduleAnswer {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let choices = decision.choices
        return choices.isEmpty ? .auto : .go(choices[Int((state >> 33) % UInt64(choices.count))])
    }

    package func ended(_ result: RunResult) {}
}
