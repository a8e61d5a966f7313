/// One figure a benchmark prints, with its goal and whether it was met.
struct Figure {
    var name: String
    var value: String
    var goal: String
    /// nil when the figure has no goal (shown for information).
    var met: Bool?
}

/// A benchmark: measures something and returns figures. Each lives in its own file.
protocol Benchmark {
    /// Short name used by `learn-bench NAME` to run only this one.
    var name: String { get }
    func run() -> [Figure]
}
