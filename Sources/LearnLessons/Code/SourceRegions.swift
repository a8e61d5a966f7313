/// The regions of the demo sources (`// region: ID` … `// endregion`) that lesson code blocks show.
///
/// Read from the sources the build embedded (``EmbeddedFiles``), so the check runs the same
/// wherever the binary is. Regions may nest; marker lines are never part of a region's text.
package struct SourceRegions: Sendable {
    /// One region: where it is and its text with common indentation and trailing spaces removed.
    package struct Region: Sendable, Equatable {
        package var id: String
        package var file: String
        /// The line of the `// region:` marker.
        package var line: Int
        package var text: String
    }

    package private(set) var regions: [String: Region] = [:]
    /// Problems in the sources themselves (unclosed or duplicate regions), as `file:line: …`.
    package private(set) var problems: [String] = []

    /// The regions of the shipped demo sources.
    package static let shipped = SourceRegions(files: EmbeddedFiles.files.filter { $0.path.hasPrefix("Sources/LearnDemos/") })

    package init(files: [(path: String, text: String)]) {
        for file in files { scan(file.path, file.text) }
    }

    package func region(_ id: String) -> Region? { regions[id] }

    private mutating func scan(_ path: String, _ text: String) {
        var open: [(id: String, line: Int, lines: [String])] = []
        for (index, line) in LessonText.lines(text).enumerated() {
            let trimmed = line.trimming(" \t\r")
            if trimmed.hasPrefix("// region:") {
                let id = trimmed.dropFirst("// region:".count).trimming(" \t")
                open.append((id, index + 1, []))
            } else if trimmed == "// endregion" {
                guard let done = open.popLast() else {
                    problems.append("\(path):\(index + 1): `// endregion` without a region")
                    continue
                }
                add(Region(id: done.id, file: path, line: done.line, text: Self.normalize(done.lines)))
            } else {
                for i in open.indices { open[i].lines.append(String(line)) }
            }
        }
        for region in open { problems.append("\(path):\(region.line): region `\(region.id)` is never closed by `// endregion`") }
    }

    private mutating func add(_ region: Region) {
        if let other = regions[region.id] {
            problems.append("\(region.file):\(region.line): region `\(region.id)` is also defined at \(other.file):\(other.line)")
            return
        }
        regions[region.id] = region
    }

    /// Lines with trailing whitespace and their common indentation removed, blank lines at
    /// either end dropped: how both a region and a code block are compared.
    package static func normalize(_ lines: [String]) -> String {
        var trimmed = lines.map { $0.trimmingTrailingSpaces.replacingTabs }
        while trimmed.first?.isEmpty == true { trimmed.removeFirst() }
        while trimmed.last?.isEmpty == true { trimmed.removeLast() }
        let indent = trimmed.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return trimmed.map { $0.isEmpty ? $0 : String($0.dropFirst(indent)) }.joined(separator: "\n")
    }

    package static func normalize(_ text: String) -> String {
        normalize(LessonText.lines(text).map(String.init))
    }
}

extension String {
    /// Leading tabs as four spaces each (indentation is compared in spaces).
    var replacingTabs: String {
        let tabs = prefix { $0 == "\t" }.count
        return tabs == 0 ? self : String(repeating: " ", count: tabs * 4) + dropFirst(tabs)
    }
}
