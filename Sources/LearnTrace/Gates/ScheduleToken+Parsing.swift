/// Reading a token someone typed: a token is input, so every bound is checked before anything is
/// made from it.
extension ScheduleToken {
    /// The longest text a token may have (learn prints them under 100 characters).
    package static let maxLength = 4096
    /// The most choices a token may name, or the furthest position it may reach.
    package static let maxChoices = 1_000_000
    /// The highest rank a token may name (more threads than a run can have at gates).
    package static let maxRank = 100_000

    /// Parses a token; nil when it is not one, or names more than the bounds above allow (a
    /// text over `maxLength`, more choices than ``maxChoices``, a rank over ``maxRank``, a seed
    /// past `UInt64`). Nothing is allocated from a count before it is checked.
    package init?(parsing text: String, maxLength: Int = ScheduleToken.maxLength) {
        let bytes = Array(text.utf8.prefix(maxLength + 1))
        guard !bytes.isEmpty, bytes.count <= maxLength, bytes.allSatisfy({ $0 > 32 && $0 < 127 }) else { return nil }
        let form: Form?
        switch Character(Unicode.Scalar(bytes[0])) {
        case Self.deviationsMark: form = Self.pairs(bytes.dropFirst()).flatMap(Self.deviations).map(Form.deviations)
        case Self.runsMark: form = Self.pairs(bytes.dropFirst()).flatMap(Self.expanded).map(Form.choices)
        case Self.seedMark: form = bytes.count > 1 ? UInt64(String(decoding: bytes.dropFirst(), as: UTF8.self)).map(Form.seed) : nil
        default: form = Self.longChoices(bytes).map(Form.choices)
        }
        guard let form else { return nil }
        self.form = form
    }

    /// A body of base-26 numbers, two by two, each at most ``maxChoices``.
    private static func pairs(_ bytes: ArraySlice<UInt8>) -> [(Int, Int)]? {
        var numbers: [Int] = []
        var value = 0
        for byte in bytes {
            switch byte {
            case 97...122: value = value * 26 + Int(byte - 97)
            case 65...90:
                numbers.append(value * 26 + Int(byte - 65))
                value = 0
            default: return nil
            }
            if value > maxChoices { return nil }  // every number is a gap or a rank: both are bounded
        }
        guard value == 0, bytes.last.map({ $0 >= 65 && $0 <= 90 }) ?? true, numbers.count % 2 == 0 else { return nil }
        return stride(from: 0, to: numbers.count, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
    }

    /// The short form's pairs (gap, rank) as deviations by position.
    private static func deviations(_ pairs: [(Int, Int)]) -> [Deviation]? {
        var deviations: [Deviation] = []
        var next = 0
        for (gap, rank) in pairs {
            let position = next + gap
            guard position < maxChoices, rank <= maxRank else { return nil }
            deviations.append(Deviation(position: position, rank: rank))
            next = position + 1
        }
        return deviations
    }

    /// The `c` form's pairs (rank, run length) as every choice, counted before anything is made.
    private static func expanded(_ pairs: [(Int, Int)]) -> [Int]? {
        var total = 0
        for (rank, length) in pairs {
            total += length
            guard rank <= maxRank, length >= 1, total <= maxChoices else { return nil }
        }
        var choices: [Int] = []
        choices.reserveCapacity(total)
        for (rank, length) in pairs { choices += repeatElement(rank, count: length) }
        return choices
    }

    /// The long form: symbols, each followed by its run's length in bijective base 26.
    private static func longChoices(_ bytes: [UInt8]) -> [Int]? {
        var runs: [(rank: Int, length: Int)] = []
        var total = 0
        for byte in bytes {
            if let rank = longSymbols.firstIndex(of: Character(Unicode.Scalar(byte))) {
                runs.append((rank, 0))
            } else if byte >= 97, byte <= 122, !runs.isEmpty {
                let length = runs[runs.count - 1].length * 26 + Int(byte - 96)
                guard length <= maxChoices else { return nil }
                runs[runs.count - 1].length = length
            } else {
                return nil
            }
        }
        for run in runs {
            total += max(run.length, 1)
            guard total <= maxChoices else { return nil }
        }
        var choices: [Int] = []
        choices.reserveCapacity(total)
        for run in runs { choices += repeatElement(run.rank, count: max(run.length, 1)) }
        return choices
    }

    /// What someone typed, as a sentence may quote it: its first 24 characters, with anything
    /// that is not printable ASCII shown as `?`, and `…` when there was more.
    package static func quoted(_ text: String) -> String {
        let shown = text.unicodeScalars.prefix(24).map { $0.value > 32 && $0.value < 127 ? Character($0) : "?" }
        return String(shown) + (text.unicodeScalars.count > 24 ? "…" : "")
    }
}
