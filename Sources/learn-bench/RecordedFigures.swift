import Foundation

/// The figures a turn recorded (`learn-bench --record`), kept in the repository beside the code
/// they measured (`Benchmarks/figures.tsv`: one `BENCH / FIGURE<TAB>VALUE` line each), so the next
/// turn prints its own beside them.
enum RecordedFigures {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../Benchmarks/figures.tsv"
    ).standardizedFileURL.path

    /// The recorded figures by `BENCH / FIGURE`; empty when none were.
    static func read() -> [String: String] {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [:] }
        var figures: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            if parts.count == 2 { figures[String(parts[0])] = String(parts[1]) }
        }
        return figures
    }

    /// Writes `figures`, sorted, aside and renamed into place.
    static func write(_ figures: [String: String]) {
        let header = "# learn-bench --record: the figures the next turn is shown beside (BENCH / FIGURE, a tab, the value)\n"
        let lines = figures.sorted { $0.key < $1.key }.map { "\($0.key)\t\($0.value.replacingOccurrences(of: "\n", with: " "))\n" }
        let partial = file + ".partial"
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: partial, contents: Data((header + lines.joined()).utf8)) else { return }
        _ = rename(partial, file)
    }
}
