import LearnLanguage

/// A schedule written short: which thread passed each gate, in order.
///
/// Each choice counts the thread that went among the threads standing at gates
/// when the run had settled, ordered by the gate each stands at (`1` is the
/// first): not a thread's number, which a pool thread's reuse or two threads
/// reaching their first gates together changes from run to run. The token
/// runs the sequence together: each run of one choice is its symbol
/// (`1`…`9`, then `A`…`Z`) followed by the run's length in lowercase letters
/// when it is longer than one (`b` = 2, `z` = 26, `ba` = 27: bijective base 26).
/// `1b2b1c` means: the first thread (by its gate) passes a gate twice, the second twice, the first three times.
///
/// `0` is the demo's clock (``SchedulerClock``): there the scheduler fired the earliest timer
/// (a sleep's end, a timeout, a delayed block). Tokens made before learn kept demo time under
/// the scheduler have no `0`; where such a token reaches a point only the clock could pass,
/// its replay stops with a sentence instead of giving it another meaning.
package struct ScheduleToken: Sendable, Hashable, CustomStringConvertible {
    /// The rank (1-based) of the thread that passed each gate, in order; 0 where the clock fired.
    package var choices: [Int]

    package init(choices: [Int]) { self.choices = choices }

    static let symbols = Array("123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// The clock's symbol: the scheduler fired the earliest timer.
    static let clock: Character = "0"

    /// True when the token has the clock's steps: it was made by a learn that keeps demo time under the scheduler.
    package var countsTime: Bool { choices.contains(0) }

    /// The steps a learner counts: the times a thread was let go at a gate (the clock's firings are not among them).
    package var threadSteps: Int { choices.count { $0 != 0 } }

    /// How many times the demo's clock fired (the token's `0`s).
    package var clockTicks: Int { choices.count { $0 == 0 } }

    /// `5 steps`, `1 step`, or `5 steps and 2 clock ticks` when the clock fired too.
    package var stepWords: String {
        let steps = "\(threadSteps) step\(threadSteps == 1 ? "" : "s")"
        let ticks = clockTicks
        return ticks == 0 ? steps : "\(steps) and \(ticks) clock tick\(ticks == 1 ? "" : "s")"
    }

    /// ``stepWords`` in `say`'s language: `5단계, 클록 틱 2번`.
    package func stepWords(_ say: Catalogue) -> String {
        let steps = say(.steps, threadSteps)
        let ticks = clockTicks
        return ticks == 0 ? steps : say(.stepsAndTicks, steps, say(.clockTicks, ticks))
    }

    /// The most threads a token can name.
    package static var maxThreads: Int { symbols.count }

    package var description: String {
        var text = ""
        var index = 0
        while index < choices.count {
            let thread = choices[index]
            var length = 1
            while index + length < choices.count, choices[index + length] == thread { length += 1 }
            text.append(thread == 0 ? Self.clock : thread >= 1 && thread <= Self.symbols.count ? Self.symbols[thread - 1] : "?")
            if length > 1 { text += Self.letters(length) }
            index += length
        }
        return text
    }

    /// Parses a token; nil when it is not one.
    package init?(parsing text: String) {
        var choices: [Int] = []
        var thread: Int?
        var count = 0
        func close() {
            if let thread { choices += Array(repeating: thread, count: max(count, 1)) }
        }
        for character in text {
            if let index = Self.symbols.firstIndex(of: character) {
                close()
                thread = index + 1
                count = 0
            } else if character == Self.clock {
                close()
                thread = 0
                count = 0
            } else if let letter = character.asciiValue, letter >= 97, letter <= 122, thread != nil {
                count = count * 26 + Int(letter - 96)
            } else {
                return nil
            }
        }
        close()
        guard !choices.isEmpty else { return nil }
        self.choices = choices
    }

    /// `n` in bijective base 26 with `a` = 1.
    private static func letters(_ n: Int) -> String {
        var n = n
        var out: [Character] = []
        while n > 0 {
            let digit = (n - 1) % 26
            out.append(Character(Unicode.Scalar(UInt8(97 + digit))))
            n = (n - 1) / 26
        }
        return String(out.reversed())
    }
}
