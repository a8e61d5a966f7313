/// The one check of a number given to an option (`--pace`, `--watchdog`, `--budget`, `--runs`,
/// …): every command's `validate()` asks it, so each refuses NaN, the infinities and values
/// out of range with the same ``OptionProblem``, said in the same words, with exit 64.
///
/// ArgumentParser reads `nan`, `inf` and `infinity` as a `Double`: they are numbers to it, not
/// to a learner, and a NaN compares false with every bound, so a range check alone lets it in.
enum NumberOption {
    /// Refuses `value` unless it is finite, above `above` and at most `atMost`; `unit` is
    /// `seconds` for a time, else the value is a plain number.
    static func check(_ value: Double, _ option: String, above: Double, atMost: Double, unit: String = "a number") throws(OptionProblem) {
        guard value.isFinite, value > above, value <= atMost else {
            throw .number(option: option, value: value, above: above, atMost: atMost, seconds: unit == "seconds")
        }
    }

    /// Refuses `value` unless it is within `range`.
    static func check(_ value: Int, _ option: String, in range: ClosedRange<Int>) throws(OptionProblem) {
        guard range.contains(value) else { throw .wholeNumber(option: option, value: value, range: range) }
    }

    /// Refuses text that is not a finite number above `above` and at most `atMost`; the number.
    static func parse(_ text: String, _ option: String, above: Double, atMost: Double) throws(OptionProblem) -> Double {
        let value = Double(text) ?? .nan
        try check(value, option, above: above, atMost: atMost)
        return value
    }

    /// `2` rather than `2.0`.
    static func format(_ x: Double) -> String { x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x) }
}
