/// The views of a run, by name: the one table the command line, the shell's `trace` command and
/// its completion, the lesson checker (`@run view=`) and the player accept.
package enum TraceView: String, Sendable, CaseIterable, Hashable {
    /// One line per event; during a single run of a lesson it is drawn live, as events arrive.
    case log
    /// One lane per thread, spans as bars on a time axis.
    case lanes
    /// Threads, peak parallelism, spans, overlaps, values.
    case summary
    /// What the demo printed, one line each.
    case output
    /// The Swift tasks the runtime reported: counts, states, lifetimes, the forest, cancels.
    case tasks
    /// A row per Swift task on the lanes' time axis: running, enqueued, suspended.
    case taskLanes = "task-lanes"

    /// Every view's name, in the order they are drawn.
    package static var names: [String] { allCases.map(\.rawValue) }

    /// The view drawn from a finished run's trace; `brief`: the short summary a lesson shows.
    package func render(_ trace: Trace, options: RenderOptions = .plain, brief: Bool = false) -> String {
        switch self {
        case .log: TraceViews.log(trace, options: options)
        case .lanes: TraceViews.lanes(trace, options: options)
        case .summary: brief ? TraceViews.shortSummary(trace, options: options) : TraceViews.summary(trace, options: options)
        case .output:
            trace.output.flatMap { TextCell.wrap($0.label, to: max(1, options.width - 2), indent: "  ").map { "  " + $0 } }.joined(
                separator: "\n")
        case .tasks: TaskForestView(trace: trace, options: options).render()
        case .taskLanes: TaskLanesView(trace: trace, options: options).render()
        }
    }
}

/// Which views to draw for a run (any subset, drawn in ``TraceView`` order), as written after
/// `view=` in a lesson: names separated by commas, or `none`.
package struct TraceViewSet: Sendable, Equatable {
    /// The word that asks for no view at all.
    package static let noneWord = "none"
    /// The words `view=` accepts.
    package static var words: [String] { TraceView.names + [noneWord] }
    /// After a single run when nothing is asked for: the live log, the lanes and the summary.
    package static let single = TraceViewSet([.log, .lanes, .summary])
    /// After `repeat=N` when nothing is asked for: no view (the histogram alone).
    package static let repeated = TraceViewSet([])

    package private(set) var views: Set<TraceView>

    package init(_ views: Set<TraceView>) { self.views = views }

    package func contains(_ view: TraceView) -> Bool { views.contains(view) }

    /// The views in drawing order.
    package var ordered: [TraceView] { TraceView.allCases.filter(views.contains) }

    /// Why a `view=` value is not a set of views.
    package enum Problem: Sendable, Equatable {
        /// A word that names no view.
        case unknown(String)
        /// `none` beside other views.
        case noneWithOthers
    }

    /// Reads `lanes,summary` or `none`: the views named, and every problem in the value.
    package static func parse(_ text: String) -> (views: TraceViewSet, problems: [Problem]) {
        let words = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.filter { $0 != " " } }
        var views: Set<TraceView> = []
        var problems: [Problem] = []
        for word in words where word != noneWord {
            if let view = TraceView(rawValue: word) { views.insert(view) } else { problems.append(.unknown(word)) }
        }
        if words.contains(noneWord) && words.count > 1 { problems.append(.noneWithOthers) }
        return (TraceViewSet(views), problems)
    }
}
