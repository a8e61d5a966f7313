import ArgumentParser
import LearnLanguage
import LearnTrace

/// `--view`, `--json`, `--trace-out`, `--html` and their `--force`, as `run` and `play` take them: one definition, so their
/// names, help and completion are the same in both (and in the shell's completer).
package struct OutputOptions: ParsableArguments {
    /// The views `--view` takes, as its help names them: every ``TraceView``, none left out.
    package static var viewNames: String {
        TraceView.allCases.map { $0 == .log ? "log (live)" : $0.rawValue }.joined(separator: ", ")
    }

    @Option(
        name: .customLong("view"),
        help: ArgumentHelp(
            .aboutOutputViewText,
            valueName: "views"),
        completion: .list(TraceViewSet.words))
    package var viewText: String?

    @Flag(help: ArgumentHelp(.aboutOutputJson))
    package var json = false

    @Option(
        name: .customLong("trace-out"), help: ArgumentHelp(.aboutOutputTraceOut, valueName: "file"),
        completion: .file(extensions: ["json"]))
    package var traceOut: String?

    @Option(name: .customLong("html"), help: ArgumentHelp(.aboutOutputHtml, valueName: "file"), completion: .file(extensions: ["html"]))
    package var html: String?

    /// `--trace-out` may replace a file that is not a trace learn wrote (`--html`: not a page).
    @Flag(help: ArgumentHelp(.aboutOutputForce))
    package var force = false

    package init() {}
}

/// `--html FILE` and its `--force`, as `explore` and `verify` take them: one definition, so their
/// names, help and completion are the same in both.
package struct PageOptions: ParsableArguments {
    @Option(name: .customLong("html"), help: ArgumentHelp(.aboutOutputHtml, valueName: "file"), completion: .file(extensions: ["html"]))
    package var html: String?

    /// `--html` may replace a file that is not a page learn wrote.
    @Flag(help: ArgumentHelp(.aboutExploreForce))
    package var force = false

    package init() {}

    /// `--html`'s file, checked now (before anything is compiled or run); nil without `--html`.
    func check() throws -> PageFile? { try PageWriting.check(html, force: force) }
}

/// A command that writes a run's trace (``OutputOptions``): its `--view`, `--json` and
/// `--trace-out`, read the same way in each.
package protocol OutputCommand {
    var output: OutputOptions { get }
}

extension OutputCommand {
    package var viewText: String? { output.viewText }
    package var json: Bool { output.json }
    package var traceOut: String? { output.traceOut }

    /// `--trace-out`'s destination, decided and opened now (before anything is compiled or run).
    func openTraceOut() throws -> TraceOutput? {
        guard let path = output.traceOut else { return nil }
        do { return try TraceOutput.open(path, force: output.force) } catch { throw LearnError.traceOutRefused(error) }
    }

    /// `--html`'s file, checked now (before anything is compiled or run); nil without `--html`.
    func checkPage() throws -> PageFile? { try PageWriting.check(output.html, force: output.force) }

    /// Writes `page` to `file` and says so in one line; a page with nothing shown is not written.
    func writePage(_ page: HTMLPage, to file: PageFile, console: Console) throws {
        try PageWriting.write(page, to: file, console: console, json: output.json)
    }
}
