import LearnJudge
import LearnLanguage
import LearnTrace

/// Reads a lesson file into a ``Lesson``: header, text, code blocks and `@` directives.
///
/// It never fails and never crashes, whatever the bytes: invalid UTF-8, NUL bytes, a BOM,
/// CRLF line ends and huge lines are accepted or reported as diagnostics, and parsing goes on
/// so that every problem of a file is reported at once. Checks that need the demo catalog
/// (demo ids, parameters, labels, regions) are made by ``LessonChecker``.
package struct LessonParser {
    let file: String
    var lines: [String] = []
    var diagnostics: [Diagnostic] = []
    var lesson: Lesson

    /// Parses `bytes` read from `file` (the name used in diagnostics).
    package static func parse(bytes: [UInt8], file: String) -> (lesson: Lesson, diagnostics: [Diagnostic]) {
        var parser = LessonParser(file: file, text: String(decoding: bytes, as: UTF8.self))
        parser.lines = parser.decodeLines(bytes[...])
        let bodyStart = parser.parseHeader()
        parser.parseBody(from: bodyStart)
        return (parser.lesson, parser.diagnostics)
    }

    /// Reads only the header (id, title, summary, order…): what `learn list` and completion
    /// need, at a fraction of the cost of a full parse.
    package static func parseHeader(bytes: [UInt8], file: String) -> (header: LessonHeader, diagnostics: [Diagnostic]) {
        var parser = LessonParser(file: file, text: "")
        parser.lines = parser.decodeLines(headerBytes(bytes))
        _ = parser.parseHeader()
        return (parser.lesson.header, parser.diagnostics)
    }

    /// The bytes up to and including the header's closing `---` line (all of them when there is none).
    static func headerBytes(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        let closing: [UInt8] = Array("\n---".utf8)
        var i = 3  // past the opening `---`
        while i + closing.count <= bytes.count {
            if bytes[i] == 0x0A, bytes[i..<(i + closing.count)].elementsEqual(closing) {
                let end = bytes[(i + closing.count)...].firstIndex(of: 0x0A) ?? bytes.count
                return bytes[..<end]
            }
            i += 1
        }
        return bytes[...]
    }

    /// Parses a lesson given as text.
    package static func parse(text: String, file: String) -> (lesson: Lesson, diagnostics: [Diagnostic]) {
        parse(bytes: Array(text.utf8), file: file)
    }

    init(file: String, text: String) {
        self.file = file
        self.lesson = Lesson(header: LessonHeader(file: file), text: text)
    }

    mutating func error(_ line: Int, _ column: Int, _ message: String) {
        diagnostics.append(Diagnostic(file: file, line: line, column: column, message: message))
    }

    /// A problem whose message has words in the catalogues (`learn check` says it in the reader's language).
    mutating func error(_ line: Int, _ column: Int, _ words: Words) {
        diagnostics.append(Diagnostic(file: file, line: line, column: column, words))
    }

    /// Splits on LF, drops a CR before it and a leading BOM, and reports NULs, control characters
    /// and invalid UTF-8; control characters are kept only in visible form (`^[`).
    mutating func decodeLines(_ bytes: ArraySlice<UInt8>) -> [String] {
        var body = bytes
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        var result: [String] = []
        for (index, raw) in body.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            var line = raw
            if line.last == 0x0D { line = line.dropLast() }
            if let nul = line.firstIndex(of: 0) {
                error(index + 1, nul - line.startIndex + 1, "this line holds a NUL byte: a lesson is UTF-8 text; remove it")
                line = line.filter { $0 != 0 }[...]
            }
            if String(validating: line, as: UTF8.self) == nil {
                error(index + 1, firstInvalidUTF8(line) + 1, "this line is not valid UTF-8: save the file as UTF-8")
            }
            let text = String(decoding: line, as: UTF8.self)
            if let control = VisibleText.firstControl(in: text) {
                error(
                    index + 1, control.column,
                    "this line holds a control character (\(control.shown)), which could drive the learner's terminal: remove it")
            }
            // Whatever is reported, a lesson's text reaches the terminal only as visible characters.
            result.append(VisibleText.escape(text))
        }
        if result.last == "" { result.removeLast() }
        return result
    }

    /// The byte offset of the first byte that does not start a valid UTF-8 sequence (approximate:
    /// overlong forms are found by the validator above, and reported at the line's start).
    private func firstInvalidUTF8(_ line: ArraySlice<UInt8>) -> Int {
        let bytes = Array(line)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length = b < 0x80 ? 1 : b >= 0xC2 && b < 0xE0 ? 2 : b >= 0xE0 && b < 0xF0 ? 3 : b >= 0xF0 && b < 0xF5 ? 4 : 0
            guard length > 0, i + length <= bytes.count else { return i }
            for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
            i += length
        }
        return 0
    }

    /// Columns are counted in Unicode scalars, 1-based.
    static func column(of index: String.Index, in line: String) -> Int {
        line.unicodeScalars.distance(from: line.startIndex, to: index) + 1
    }
}
