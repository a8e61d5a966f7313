/// One figure a benchmark prints, with its goal and how the measurement compares.
struct Figure {
    /// How a figure stands against its goal.
    enum Verdict: Equatable {
        case met
        case notMet
        /// No goal: shown for information.
        case info
        /// The figure could not be measured; never counted as met.
        case notMeasured(why: String)
    }

    var name: String
    var value: String
    var goal: String
    var verdict: Verdict

    init(name: String, value: String, goal: String, met: Bool?) {
        self.name = name
        self.value = value
        self.goal = goal
        verdict = met.map { $0 ? .met : .notMet } ?? .info
    }

    /// A figure that could not be measured, and why (a missing binary, demo or tool).
    static func notMeasured(_ name: String, goal: String, why: String) -> Figure {
        var figure = Figure(name: name, value: "not measured: \(why)", goal: goal, met: nil)
        figure.verdict = .notMeasured(why: why)
        return figure
    }

    /// The same figure shown for information only (an unmeasured one stays unmeasured).
    var informational: Figure {
        guard verdict == .met || verdict == .notMet else { return self }
        var figure = self
        figure.verdict = .info
        return figure
    }
}

/// A benchmark: measures something and returns figures. Each lives in its own file.
protocol Benchmark {
    /// Short name used by `learn-bench NAME` to run only this one.
    var name: String { get }
    func run() -> [Figure]
}

extension Figure {
    /// The one figure of a benchmark that runs `learn` when no `learn` is built beside learn-bench.
    static let learnMissing = Figure(
        name: "learn binary", value: "missing", goal: "built beside learn-bench (`swift build -c release --product learn`)", met: false)
}
