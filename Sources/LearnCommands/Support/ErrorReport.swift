import ArgumentParser
import LearnTrace

/// Renders every error in one place: what to print, where, and the exit status.
public struct ErrorReport: Equatable {
    public var text: String
    /// Help and version requests go to standard output; errors to standard error.
    public var toStandardOutput: Bool
    public var status: Int32

    /// The report for `error` thrown while parsing or running a command of `root`.
    public init(_ error: any Error, root: any ParsableCommand.Type) {
        if let learn = error as? LearnError {
            self.init(text: "learn: " + learn.message, toStandardOutput: false, status: learn.exitStatus)
            return
        }
        let status = root.exitCode(for: error).rawValue
        let text = root.fullMessage(for: error)
        self.init(text: text, toStandardOutput: status == ExitStatus.ok, status: status)
    }

    init(text: String, toStandardOutput: Bool, status: Int32) {
        // A message may quote a typed word or a file's name: it is shown, never obeyed.
        self.text = VisibleText.escape(text)
        self.toStandardOutput = toStandardOutput
        self.status = status
    }

    /// Writes the report to the console.
    public func print(to console: Console) {
        guard !text.isEmpty else { return }
        if toStandardOutput { console.line(text) } else { console.errorRaw(text) }
    }
}
