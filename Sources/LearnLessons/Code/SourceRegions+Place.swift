/// Where a line of a demo's source stands in the code a lesson shows.
extension SourceRegions {
    /// A line inside a region: the region's id and the line's number in the region's text
    /// (as a lesson's code block shows it: marker lines left out, leading blank lines dropped).
    package struct Place: Sendable, Equatable {
        package var region: String
        package var line: Int
        /// The line's code, trimmed.
        package var code: String
    }

    /// The innermost region holding line `line` of the file `fileID` (`#fileID`: `Module/File.swift`);
    /// nil when no region holds it: the learner never sees that line.
    package static func place(
        fileID: String, line: Int, files: [(path: String, text: String)] = EmbeddedFiles.files
    ) -> Place? {
        let parts = fileID.split(separator: "/")
        guard let module = parts.first, let name = parts.last, parts.count >= 2, line > 0 else { return nil }
        guard
            let file = files.first(where: {
                $0.path.hasPrefix("Sources/\(module)/") && ($0.path.hasSuffix("/\(name)"))
            })
        else { return nil }
        var open: [(id: String, lines: [String])] = []
        for (index, text) in LessonText.lines(file.text).enumerated() {
            let trimmed = text.trimming(" \t\r")
            if trimmed.hasPrefix("// region:") {
                open.append((String(trimmed.dropFirst("// region:".count).trimming(" \t")), []))
                continue
            }
            if trimmed == "// endregion" {
                _ = open.popLast()
                continue
            }
            for i in open.indices { open[i].lines.append(String(text)) }
            guard index + 1 == line else { continue }
            guard let inner = open.last else { return nil }
            let shown = inner.lines.drop { $0.trimming(" \t\r").isEmpty }
            return Place(region: inner.id, line: shown.count, code: String(trimmed))
        }
        return nil
    }
}
