import LearnLanguage

extension LessonParser {
    /// The directive names, for "did you mean".
    package static let directives = ["part", "run", "check", "observe", "goal", "if", "else", "end", "predict", "pause"]

    /// Reads text, code blocks and directives from line index `start` on.
    mutating func parseBody(from start: Int) {
        var index = start
        var text: [(line: Int, text: String)] = []
        var ifStack: [(line: Int, hasElse: Bool)] = []
        while index < lines.count {
            let line = lines[index]
            if let fence = Self.fence(line) {
                flushText(&text)
                index = parseCode(from: index, fence: fence)
                continue
            }
            if line.hasPrefix("@@") {
                text.append((index + 1, String(line.dropFirst())))
            } else if line.hasPrefix("@") {
                flushText(&text)
                index = parseDirective(at: index, ifStack: &ifStack)
                continue
            } else {
                text.append((index + 1, line))
            }
            index += 1
        }
        flushText(&text)
        for open in ifStack {
            error(open.line, 1, Words(.diagIfWithoutEnd))
        }
    }

    /// Turns collected text lines into one text step (blank lines at either end dropped).
    mutating func flushText(_ text: inout [(line: Int, text: String)]) {
        defer { text.removeAll() }
        let isBlank: ((line: Int, text: String)) -> Bool = { $0.text.allSatisfy { $0 == " " || $0 == "\t" } }
        guard let first = text.firstIndex(where: { !isBlank($0) }),
            let last = text.lastIndex(where: { !isBlank($0) })
        else { return }
        let body = text[first...last].map(\.text).joined(separator: "\n")
        lesson.steps.append(LessonStep(.text(body), at: SourcePosition(line: text[first].line, column: 1)))
    }

    /// The fence characters (```` ``` ```` or `~~~`, three or more) when `line` opens or closes a code block.
    static func fence(_ line: String) -> (marker: String, info: String)? {
        guard let c = line.first, c == "`" || c == "~" else { return nil }
        let marker = String(line.prefix { $0 == c })
        guard marker.count >= 3 else { return nil }
        let info = String(line.dropFirst(marker.count)).trimming(" \t")
        if c == "`" && info.contains("`") { return nil }
        return (marker, info)
    }

    /// Reads a fenced block starting at line index `start`; returns the index after it.
    mutating func parseCode(from start: Int, fence: (marker: String, info: String)) -> Int {
        var body: [String] = []
        var index = start + 1
        var closed = false
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.hasPrefix(fence.marker), line.trimmingTrailingSpaces.allSatisfy({ $0 == fence.marker.first }) {
                closed = true
                break
            }
            body.append(line)
        }
        if !closed {
            error(start + 1, 1, Words(.diagCodeNotClosed, fence.marker))
        }
        var language = ""
        var region: String?
        for word in fence.info.split(separator: " ") {
            if word.hasPrefix("region=") {
                region = String(word.dropFirst("region=".count))
                if region!.isEmpty {
                    error(start + 1, 1, "`region=` names a region of a demo's source, as in `region=barrier/write`")
                }
            } else if language.isEmpty {
                language = String(word)
            }
        }
        lesson.steps.append(
            LessonStep(
                .code(language: language, region: region, body: body.joined(separator: "\n")),
                at: SourcePosition(line: start + 1, column: 1)))
        return index
    }
}
