import LearnLanguage

/// The time axis of the lanes view: tick labels, a ruler, and the scale line.
struct TimeAxis {
    let end: UInt64
    let columns: Int
    let unicode: Bool

    /// Nanoseconds between ticks: 1, 2, 2.5 or 5 times a power of ten, about every 12 columns.
    var step: UInt64 {
        let target = Double(end) / max(1, Double(columns) / 12)
        var power: Double = 1
        while power * 10 <= target { power *= 10 }
        for factor in [1.0, 2.0, 2.5, 5.0, 10.0] where power * factor >= target {
            return max(1, UInt64(power * factor))
        }
        return max(1, UInt64(power * 10))
    }

    /// The bar column (0-based) where time `t` falls.
    func column(_ t: UInt64) -> Int {
        min(columns - 1, Int(Double(t) / Double(end) * Double(columns)))
    }

    /// Tick times after 0 that fit the axis.
    private var ticks: [UInt64] {
        stride(from: step, through: end, by: Int(step)).map { $0 }
    }

    /// The line of tick labels, starting at the lane border (`0` under the left border).
    func labels() -> String {
        var line = Array(repeating: Character(" "), count: columns + 2)
        var next = 0
        for (t, x) in [(UInt64(0), 0)] + ticks.map({ ($0, column($0) + 1) }) {
            let text = Array(TimeText.duration(t, unicode: unicode))
            let x = min(x, line.count - text.count)
            guard x >= next else { continue }
            for (i, c) in text.enumerated() { line[x + i] = c }
            next = x + text.count + 1
        }
        return String(line).replacingTrailingSpaces()
    }

    /// `├────┼────┤`: the ruler with a tick under each label.
    func ruler() -> String {
        var line = Array(repeating: unicode ? "─" : "-", count: columns)
        for t in ticks { line[column(t)] = unicode ? "┼" : "+" }
        return (unicode ? "├" : "+") + line.joined() + (unicode ? "┤" : "+")
    }

    /// `└─ 1 column = 2.5 ms ──┘`: what one column of the lanes stands for.
    func footer(_ say: Catalogue = Catalogue(.en)) -> String {
        let per = TimeText.duration(max(1, end / UInt64(columns)), unicode: unicode)
        let text = say(.viewColumn, per)
        let dash = unicode ? "─" : "-"
        let fill = max(0, columns - 1 - TextCell.width(text))
        return (unicode ? "└" : "+") + dash + text + String(repeating: dash, count: fill) + (unicode ? "┘" : "+")
    }
}

extension String {
    /// The string without spaces at its end.
    func replacingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
