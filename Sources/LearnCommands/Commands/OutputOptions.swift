import ArgumentParser
import LearnTrace

/// `--view`, `--json` and `--trace-out`, as `run` and `play` take them: one definition, so their
/// names, help and completion are the same in both (and in the shell's completer).
package struct OutputOptions: ParsableArguments {
    /// The views `--view` takes, as its help names them: every ``TraceView``, none left out.
    package static var viewNames: String {
        TraceView.allCases.map { $0 == .log ? "log (live)" : $0.rawValue }.joined(separator: ", ")
    }

    @Option(
        name: .customLong("view"),
        help: ArgumentHelp(
            "The views after each run (a lesson's own when not given): any of \(OutputOptions.viewNames) (comma-separated), or none.",
            valueName: "views"),
        completion: .list(TraceViewSet.words))
    package var viewText: String?

    @Flag(help: "Write the runs' events as JSON lines instead of the views.")
    package var json = false

    @Option(
        name: .customLong("trace-out"), help: ArgumentHelp("Write a Chrome trace (Perfetto, chrome://tracing).", valueName: "file"),
        completion: .file(extensions: ["json"]))
    package var traceOut: String?

    package init() {}
}

/// The lesson (or demo) and its part, as `run` and `explore` name them.
package struct LessonPartOptions: ParsableArguments {
    @Argument(help: "The lesson's id (see `learn list`); `explore` also takes a demo's id.", completion: .custom(Completions.lessonIDs))
    package var lesson: String

    @Option(
        help: "The lesson part (the demo's variant): `run` plays the introduction and this part only.",
        completion: .custom(Completions.variants))
    package var variant: String?

    package init() {}
}
