import LearnFormat
import LearnJudge
import LearnLanguage

extension LessonParser {
    /// The header keys, all required, in the order FORMAT.md lists them.
    package static let headerKeys = ["id", "title", "summary", "level", "order", "sources", "demo", "variants"]

    /// Reads the front matter; returns the index of the first body line.
    mutating func parseHeader() -> Int {
        let header: FrontMatter
        switch FrontMatter.read(lines) {
        case .success(let read): header = read
        case .failure(.noOpening):
            error(
                1, 1,
                "a lesson starts with a header between two `---` lines (id, title, summary, level, order, sources, demo, variants): see Lessons/FORMAT.md"
            )
            return 0
        case .failure(.notClosed):
            error(1, 1, "the header opened here is never closed: add a `---` line after its last `key: value` line")
            return lines.count
        }
        var seen: [String: Int] = [:]
        for item in header.items {
            switch item {
            case .blank: continue
            case .noColon(let line): error(line, 1, "a header line is `key: value`; this one has no `:`")
            case .entry(let entry): readHeaderEntry(entry, seen: &seen)
            }
        }
        for key in Self.headerKeys where seen[key] == nil {
            error(1, 1, Words(.diagHeaderMissingKey, key, Self.meaning(of: key)))
        }
        return header.bodyStart
    }

    private mutating func readHeaderEntry(_ entry: FrontMatter.Entry, seen: inout [String: Int]) {
        let key = entry.key, line = entry.line
        guard Self.headerKeys.contains(key) else {
            error(
                line, 1,
                Words(.diagUnknownHeaderKey, key, DidYouMean.words(key, among: Self.headerKeys), Self.headerKeys.joined(separator: ", ")))
            return
        }
        if let previous = seen[key] {
            error(line, 1, "`\(key)` is given twice (first on line \(previous)): keep one")
            return
        }
        seen[key] = line
        lesson.headerPositions[key] = SourcePosition(line: line, column: entry.valueColumn)
        setHeader(key, entry.value, line: line, column: entry.valueColumn)
    }

    private mutating func setHeader(_ key: String, _ value: String, line: Int, column: Int) {
        if value.isEmpty && key != "sources" {
            error(line, column, Words(.diagHeaderEmpty, key, Self.meaning(of: key)))
            return
        }
        switch key {
        case "id":
            lesson.id = value
            if !value.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }) {
                error(line, column, "the id `\(value)` may hold only lowercase letters, digits and `-` (it is what `learn run ID` takes)")
            }
        case "title": lesson.title = value
        case "summary": lesson.summary = value
        case "level":
            if let n = Int(value), (1...3).contains(n) {
                lesson.level = n
            } else {
                error(line, column, "`level` is 1 (first steps), 2 (working knowledge) or 3 (advanced), not `\(value)`")
            }
        case "order":
            if let n = Int(value) {
                lesson.order = n
            } else {
                error(line, column, "`order` is a whole number (the lesson's place in the course), not `\(value)`")
            }
        case "sources": setSources(value, line: line, column: column)
        case "demo": lesson.demo = value
        default: setVariants(value, line: line, column: column)
        }
    }

    private mutating func setSources(_ value: String, line: Int, column: Int) {
        lesson.sources = value.split(separator: ",").map { $0.trimming(" \t") }.filter { !$0.isEmpty }
        if lesson.sources.isEmpty {
            error(line, column, "`sources` names the examples the lesson teaches, as in the source index: `004/E3, 000/E8`")
        }
        for source in lesson.sources where !Self.isSourceID(source) {
            error(line, column, "`\(source)` is not a source example id: write it as in the source index, e.g. `004/E3`")
        }
    }

    private mutating func setVariants(_ value: String, line: Int, column: Int) {
        let names = value.split(separator: ",").map { $0.trimming(" \t") }
        for name in names where name.isEmpty || name.contains(" ") {
            error(line, column, "`variants` is a comma-separated list of variant names, as in `barrier, unsafe`")
        }
        var seen = Set<String>()
        for name in names where !name.isEmpty && !seen.insert(name).inserted {
            error(line, column, "the variant `\(name)` is listed twice in `variants`: keep one")
        }
        lesson.variants = names.filter { !$0.isEmpty }
    }

    /// `004/E3`: three digits, a slash, `E` and a number.
    static func isSourceID(_ s: String) -> Bool {
        let parts = s.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 3, parts[0].allSatisfy(\.isASCII), Int(parts[0]) != nil,
            parts[1].first == "E", parts[1].count > 1, parts[1].dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })
        else { return false }
        return true
    }

    /// What header key `key` takes, the message `headerMeaning…` of the key (`headerMeaningId`);
    /// `variants`' for a key without one.
    static func meaning(of key: String) -> Words {
        Words(MessageKey.named("headerMeaning", key) ?? .headerMeaningVariants)
    }
}

extension StringProtocol {
    /// The string without trailing spaces and tabs.
    var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while let last = s.last, last == " " || last == "\t" { s = s.dropLast() }
        return String(s)
    }

    /// The string without leading and trailing characters from `set`.
    func trimming(_ set: String) -> String {
        var s = Substring(self)
        while let first = s.first, set.contains(first) { s = s.dropFirst() }
        while let last = s.last, set.contains(last) { s = s.dropLast() }
        return String(s)
    }
}
