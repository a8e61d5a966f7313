/// A schedule written short: which thread passed each gate, in order.
///
/// The main thread is 1; the others are numbered from 2 in the order they first
/// reach a gate. The token
/// runs the sequence together: each run of one thread is the thread's symbol
/// (`1`…`9`, then `A`…`Z`) followed by the run's length in lowercase letters
/// when it is longer than one (`b` = 2, `z` = 26, `ba` = 27: bijective base 26).
/// `1b2b1c` means: thread 1 passes two gates, thread 2 two, thread 1 three.
public struct ScheduleToken: Sendable, Equatable, CustomStringConvertible {
    /// The thread (1-based) that passed each gate, in order.
    public var choices: [Int]

    public init(choices: [Int]) { self.choices = choices }

    static let symbols = Array("123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// The most threads a token can name.
    public static var maxThreads: Int { symbols.count }

    public var description: String {
        var text = ""
        var index = 0
        while index < choices.count {
            let thread = choices[index]
            var length = 1
            while index + length < choices.count, choices[index + length] == thread { length += 1 }
            text.append(thread >= 1 && thread <= Self.symbols.count ? Self.symbols[thread - 1] : "?")
            if length > 1 { text += Self.letters(length) }
            index += length
        }
        return text
    }

    /// Parses a token; nil when it is not one.
    public init?(parsing text: String) {
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

extension Trace {
    /// The schedule a run took at its gates' granularity: the thread of every
    /// `begin`, `end`, `mark` and `value` event, in the trace's order, threads
    /// numbered by first appearance. Replaying it makes the threads pass their
    /// gates in this order; what happens between two gates is not in it.
    /// As in a scheduled run, the main thread is 1 and the others 2, 3…
    public var scheduleToken: ScheduleToken? {
        var numbers: [Int32: Int] = [:]
        var choices: [Int] = []
        for event in events where event.kind != .say && event.kind != .enqueue {
            let number = numbers[event.tid] ?? (event.isMain ? 1 : 2 + numbers.values.filter { $0 != 1 }.count)
            numbers[event.tid] = number
            guard number <= ScheduleToken.maxThreads else { return nil }
            choices.append(number)
        }
        return choices.isEmpty ? nil : ScheduleToken(choices: choices)
    }
}
