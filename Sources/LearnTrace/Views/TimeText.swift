/// How views print times: milliseconds in the log, short human durations elsewhere.
package enum TimeText {
    /// `1_234_567` ns → `1.235` (milliseconds, three decimals: microsecond precision).
    static func milliseconds(_ ns: UInt64) -> String {
        let us = (ns + 500) / 1_000
        let frac = String(us % 1_000)
        return "\(us / 1_000)." + String(repeating: "0", count: 3 - frac.count) + frac
    }

    /// A short duration: `0`, `850 µs`, `12.5 ms`, `2.01 s` (`us` when not Unicode).
    package static func duration(_ ns: UInt64, unicode: Bool = true) -> String {
        if ns == 0 { return "0" }
        if ns < 1_000 { return "\(ns) ns" }
        if ns < 1_000_000 { return scaled(ns, 1_000, unicode ? "µs" : "us") }
        if ns < 1_000_000_000 { return scaled(ns, 1_000_000, "ms") }
        return scaled(ns, 1_000_000_000, "s")
    }

    /// Three significant digits at most, trailing zeros dropped: `12.5 ms`, `2.01 s`, `250 ms`.
    private static func scaled(_ ns: UInt64, _ unit: UInt64, _ name: String) -> String {
        let value = Double(ns) / Double(unit)
        let decimals = value >= 100 ? 0 : (value >= 10 ? 1 : 2)
        var text = format(value, decimals: decimals)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text + " " + name
    }

    /// Fixed-point text without Foundation's locale.
    private static func format(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = Int((value * scale).rounded())
        let whole = rounded / Int(scale)
        guard decimals > 0 else { return String(whole) }
        let frac = String(rounded % Int(scale))
        return "\(whole)." + String(repeating: "0", count: decimals - frac.count) + frac
    }
}
