import LearnLanguage

/// A schedule written short: how a run's choices at its gates differ from the rule the schedulers
/// follow when nothing else decides.
///
/// A choice counts the thread that went among the threads standing at gates when the run had
/// settled, ordered by the gate each stands at (`1` is the first): not a thread's number, which a
/// pool thread's reuse or two threads reaching their first gates together changes from run to run.
/// `0` is the clock (``SchedulerClock``, a played program's timers): the scheduler fired the
/// earliest timer (a sleep's end, a timeout, a delayed block) instead of letting a thread go.
///
/// A token has one of three forms, told apart by its first character (Lessons/FORMAT.md,
/// "Stepping and replaying"):
/// - `s…` (``Form/deviations``): only the choices that differ from the default rule — the thread
///   let go last goes on while it stands at a gate (and did not give way), else the first by rank;
///   the clock moves by itself only when no thread stands at a gate — each as the number of
///   choices the rule made since the last one, then the rank (each number in base 26, `a`…`z`
///   for every digit but the last, `A`…`Z` for the last: `A` = 0, `C` = 2, `bA` = 26). `sDC`:
///   three choices by the rule, then the second thread; the rule again to the run's end.
/// - `r…` (``Form/seed``): a random schedule, by its seed in decimal: the scheduler draws the same
///   choices from it again.
/// - a digit or capital first (``Form/choices``, what learn printed before): every choice, each
///   run of one choice its symbol (`0`, `1`…`9`, then `A`…`Z`) and the run's length in lowercase
///   letters when it is longer than one (`b` = 2, `z` = 26, `ba` = 27). `1b2b1c`: the first
///   thread twice, the second twice, the first three times; the real scheduler finishes the run.
///   A search's prefixes travel in this form too; one with a rank past 35 as `c…`: (rank, run
///   length) pairs in the short form's base 26.
package struct ScheduleToken: Sendable, Hashable, CustomStringConvertible {
    /// How the token names its schedule.
    package enum Form: Sendable, Hashable {
        /// Every choice in order: the rank (1-based) of the thread let go, 0 where the clock fired.
        case choices([Int])
        /// The choices that differ from the default rule, by position (0-based, ascending).
        case deviations([Deviation])
        /// A random schedule's seed (`LEARN_PLAY_SEED`).
        case seed(UInt64)
    }

    /// A choice the default rule would not have made: at `position`, `rank` (0: the clock).
    package struct Deviation: Sendable, Hashable {
        package var position: Int
        package var rank: Int
        package init(position: Int, rank: Int) {
            self.position = position
            self.rank = rank
        }
    }

    package var form: Form

    package init(form: Form) { self.form = form }

    /// A token of every choice (the long form: a search's prefix, a test's schedule).
    package init(choices: [Int]) { self.form = .choices(choices) }

    /// The short token of a run whose scheduler made `choices` where its default rule would have
    /// made `defaults` (one each, position by position).
    package init(choices: [Int], defaults: [Int]) {
        let deviations = zip(choices, defaults).enumerated().filter { $0.element.0 != $0.element.1 }
        self.form = .deviations(deviations.map { Deviation(position: $0.offset, rank: $0.element.0) })
    }

    /// Every choice, in the long form; empty for the other forms (they name no list).
    package var choices: [Int] {
        if case .choices(let choices) = form { return choices }
        return []
    }

    /// True when the token may move the clock: it was made by a learn that keeps time under the scheduler.
    package var countsTime: Bool {
        switch form {
        case .choices(let choices): choices.contains(0)
        case .deviations, .seed: true
        }
    }

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

    package var description: String {
        switch form {
        // No choices at all print as `c` (the `c` form of nothing): the long form's would be "", no token.
        case .choices(let choices) where !choices.isEmpty && choices.allSatisfy({ $0 >= 0 && $0 < Self.longSymbols.count }):
            Self.longText(choices)
        case .choices(let choices):
            String(Self.runsMark) + Self.runs(choices).map { Self.base26($0.rank) + Self.base26($0.length) }.joined()
        case .seed(let seed): "\(Self.seedMark)\(seed)"
        case .deviations(let deviations):
            String(Self.deviationsMark)
                + zip(deviations, [-1] + deviations.map(\.position)).map { deviation, previous in
                    Self.base26(deviation.position - previous - 1) + Self.base26(deviation.rank)
                }.joined()
        }
    }

    /// The first character of the short form.
    static let deviationsMark: Character = "s"
    /// The first character of a random schedule's seed.
    static let seedMark: Character = "r"
    /// The first character of every choice written as (rank, run length) pairs in base 26: the long
    /// form of a run with a rank past 35 (a search's prefix of 40 threads).
    static let runsMark: Character = "c"

    /// Each run of one choice: its rank and how many times in a row.
    static func runs(_ choices: [Int]) -> [(rank: Int, length: Int)] {
        var runs: [(rank: Int, length: Int)] = []
        for choice in choices {
            if let last = runs.last, last.rank == choice {
                runs[runs.count - 1].length += 1
            } else {
                runs.append((choice, 1))
            }
        }
        return runs
    }

    /// `n` (0 or more) in base 26, most significant first: `a`…`z` for every digit but the last, `A`…`Z` for the last.
    static func base26(_ n: Int) -> String {
        var n = max(n, 0)
        var digits = [UInt8(65 + n % 26)]
        n /= 26
        while n > 0 {
            digits.append(UInt8(97 + n % 26))
            n /= 26
        }
        return String(decoding: digits.reversed(), as: UTF8.self)
    }

    /// The long form: each run of one choice its symbol, then its length past one in bijective base 26.
    static func longText(_ choices: [Int]) -> String {
        runs(choices).map { String(longSymbols[$0.rank]) + ($0.length > 1 ? longLength($0.length) : "") }.joined()
    }

    /// The long form's symbols: `0` the clock, then ranks 1…35.
    static let longSymbols = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// A long token's run length `n`: bijective base 26 with `a` = 1.
    package static func longLength(_ n: Int) -> String {
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
