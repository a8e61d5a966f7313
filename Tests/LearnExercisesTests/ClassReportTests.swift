import Foundation
import LearnExercises
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The reports of `verify --all`, from verdicts made here: whatever a learner's file holds, the
/// JUnit XML parses and says it back unchanged, and GitHub's lines stay one command each.
@Suite struct ClassReportTests {
    /// Words a learner's file can put in a verdict: markup, quotes, a CDATA end, controls, a
    /// workflow command of its own, line breaks, `%`, `:` and `,`.
    static let hostile = "<b>&amp;</b> \"q\" 'a' ]]> \u{1B}[31m\u{0}\u{7F} ::set-output name=x::1\r\n::error::x 100%, a:b é 한글 \u{FFFF}"

    static var report: ClassReport {
        ClassReport(entries: [
            .init(id: "race", path: "learn/exercises/race.swift", seconds: 1.5, result: .passed("race passed"), details: "✓ ok"),
            .init(
                id: "locks", path: "learn/ex,er:cises/locks.swift", seconds: 2,
                result: .failed([.init("data race " + hostile, line: 16), .init("locks is not solved yet (2.0 s).")]),
                details: "✗ " + hostile + "\nlanes"),
            .init(id: "qos", path: "learn/exercises/qos.swift", result: .notStarted("qos: not started")),
        ])
    }

    /// What XMLParser gives back: each element's attributes, and the text inside `failure`.
    final class Reader: NSObject, XMLParserDelegate {
        var elements: [(String, [String: String])] = []
        var failureText = ""
        var inFailure = false
        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append((element, attributes))
            inFailure = element == "failure"
        }
        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "failure" { inFailure = false }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { if inFailure { failureText += string } }
    }

    /// The hostile words as XML can carry them: the characters XML 1.0 has no way to write become U+FFFD.
    static var carried: String {
        String(
            String.UnicodeScalarView(
                hostile.unicodeScalars.map { ($0.value < 0x20 && $0 != "\n" && $0 != "\r") || $0.value == 0xFFFF ? "\u{FFFD}" : $0 }))
    }

    @Test func junitParsesAndHoldsEverySentenceUnchanged() throws {
        let xml = Self.report.junit(timestamp: "2026-11-29T20:00:00")
        let reader = Reader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")\n\(xml)")
        #expect(reader.elements.filter { $0.0 == "testsuite" }.count == 1)
        #expect(reader.elements.filter { $0.0 == "testcase" }.count == 3)
        let failure = try #require(reader.elements.first { $0.0 == "failure" }?.1)
        #expect(failure["message"] == "data race " + Self.carried)
        #expect(reader.failureText == "✗ " + Self.carried + "\nlanes")
        #expect(reader.elements.first { $0.0 == "skipped" }?.1["message"] == "qos: not started")
        let suite = try #require(reader.elements.first { $0.0 == "testsuite" }?.1)
        #expect(suite["tests"] == "3" && suite["failures"] == "1" && suite["skipped"] == "1" && suite["time"] == "3.500")
        #expect(reader.elements.first { $0.0 == "testcase" && $0.1["name"] == "locks" }?.1["file"] == "learn/ex,er:cises/locks.swift")
    }

    @Test func githubLinesAreOneCommandEachAtTheLearnersLine() {
        let lines = Self.report.githubLines()
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { !$0.contains("\n") && !$0.contains("\r") })
        #expect(lines[0] == "::notice file=learn/exercises/race.swift,title=learn verify race::race passed")
        #expect(lines[1].hasPrefix("::error file=learn/ex%2Cer%3Acises/locks.swift,line=16,title=learn verify locks::data race <b>"))
        #expect(lines[1].hasSuffix("%0D%0A::error::x 100%25, a:b é 한글 \u{FFFF}"))
        #expect(lines[2] == "::error file=learn/ex%2Cer%3Acises/locks.swift,title=learn verify locks::locks is not solved yet (2.0 s).")
        #expect(lines[3] == "::notice title=learn verify qos::qos: not started")
        // the runner's unescaping gives the sentence back
        let message = lines[1].split(separator: "::", maxSplits: 2, omittingEmptySubsequences: false)[2]
        let back = message.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%25", with: "%")
        #expect(back == "data race " + Self.hostile)
    }

    @Test func pathsAreShownFromTheRepositorysRoot() {
        #expect(ClassReport.shownPath("/w/repo/learn/exercises/a.swift", in: "/w/repo") == "learn/exercises/a.swift")
        #expect(ClassReport.shownPath("/w/repo/learn/exercises/a.swift", in: "/w/repo/") == "learn/exercises/a.swift")
        #expect(ClassReport.shownPath("/w/repository/a.swift", in: "/w/repo") == "/w/repository/a.swift")
    }

    @Test func compilerErrorsAreFoundAtTheirLinesOfTheLearnersFileAlone() {
        let diagnostics = """
            /h/learn/exercises/race.swift:2:14: error: cannot convert value: of type 'String'
            1 | import Foundation
            /h/learn/exercises/race.swift:3:1: warning: unused
            /tmp/judge.swift:9:1: error: not the learner's
            /h/learn/exercises/race.swift:7:5: error: missing return
            """
        let found = ExerciseVerdict(outcome: .didNotCompile(diagnostics))
            .findings(try! #require(ExerciseCatalog.shipped.exercise("race")), path: "/h/learn/exercises/race.swift")
        #expect(found.map(\.line) == [2, 7, nil])
        #expect(found.first?.sentence == "cannot convert value: of type 'String'")
        #expect(found.last?.sentence == "race: your file does not compile (the compiler's messages are above).")
    }

    @Test func aReportIsRefusedWhereItCannotBeWrittenAndReplacedWhole() throws {
        let folder = NSTemporaryDirectory() + "report-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: ReportFile.Refusal.self) { try ReportFile(folder + "/missing/r.xml") }
        #expect(throws: ReportFile.Refusal.self) { try ReportFile(folder) }
        #expect(throws: ReportFile.Refusal.self) { try ReportFile("/dev/null") }
        #expect(throws: ReportFile.Refusal.self) { try ReportFile("") }
        let file = try ReportFile(folder + "/r.xml")
        try file.write("one")
        try file.write("two")
        #expect(try String(contentsOfFile: folder + "/r.xml", encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["r.xml"])
    }
}
