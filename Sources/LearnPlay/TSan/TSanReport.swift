import Foundation

/// One ThreadSanitizer report, cut out of a child process's stderr.
///
/// A report runs from its `WARNING: ThreadSanitizer: <kind> (pid=…)` line to its
/// `SUMMARY:` line. Only WARNING reports count: the `==ERROR: … SEGV` that TSan prints
/// when a demo crashes by design is the crash, not a report about the demo's memory.
package struct TSanReport: Sendable, Equatable {
    package static let marker = "WARNING: ThreadSanitizer: "

    /// `data race`, `heap-use-after-free`, `lock-order-inversion (potential deadlock)`, …
    package var kind: String
    /// The report's lines, from the WARNING line to the SUMMARY line (or the end of the text).
    package var lines: [String]

    /// Every report in `stderr`, in order.
    package static func parse(_ stderr: String) -> [TSanReport] {
        var reports: [TSanReport] = []
        var current: [String]?
        for line in stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let start = line.range(of: marker) {
                if let open = current { reports.append(TSanReport(lines: open)) }
                current = [String(line[start.lowerBound...])]
            } else if current != nil {
                current!.append(line)
                if line.hasPrefix("SUMMARY: ThreadSanitizer") {
                    reports.append(TSanReport(lines: current!))
                    current = nil
                }
            }
        }
        if let open = current { reports.append(TSanReport(lines: open)) }
        return reports
    }

    package init(lines: [String]) {
        self.lines = lines
        let rest = lines.first.map { $0.dropFirst(Self.marker.count) } ?? ""
        let kind = rest.range(of: " (pid=").map { rest[..<$0.lowerBound] } ?? rest
        self.kind = kind.trimmingCharacters(in: .whitespaces)
    }

    /// The report's stacks, each headed by the line that names the access or the thread.
    package var stacks: [(heading: String, frames: [String])] {
        stacks(of: lines).map { ($0.heading, $0.frames.map(Self.shortFrame)) }
    }

    private func stacks(of lines: [String]) -> [(heading: String, frames: [String])] {
        var stacks: [(heading: String, frames: [String])] = []
        var heading = ""
        var frames: [String] = []
        for line in lines.dropFirst() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#") {
                frames.append(trimmed)
            } else {
                if !frames.isEmpty { stacks.append((heading, frames)) }
                frames = []
                if !trimmed.isEmpty { heading = trimmed }
            }
        }
        if !frames.isEmpty { stacks.append((heading, frames)) }
        return stacks
    }

    /// The report's stacks with their frames read (``TSanFrame``): the accesses, the
    /// location's allocation, the threads' creation.
    package var frameStacks: [TSanStack] {
        stacks(of: lines).map { TSanStack(heading: $0.heading, frames: $0.frames.compactMap(TSanFrame.init)) }
    }

    /// `#0 sym /path/File.swift:12:3 (learn+0x1f) (BuildId: ab)` without the address and build id.
    package static func shortFrame(_ frame: String) -> String {
        var text = Substring(frame)
        if let cut = text.range(of: " (BuildId:") { text = text[..<cut.lowerBound] }
        if text.hasSuffix(")"), let open = text.range(of: " (", options: .backwards),
            text[open.upperBound...].contains("+0x")
        {
            text = text[..<open.lowerBound]
        }
        return String(text)
    }
}

/// One stack of a report: the line that heads it (`Write of size 8 at 0x… by thread T2:`) and its frames.
package struct TSanStack: Sendable, Equatable {
    package var heading: String
    package var frames: [TSanFrame]
}
