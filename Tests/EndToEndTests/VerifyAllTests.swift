import Foundation
import LearnTestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `learn verify --all` on the built binary, as a class's CI runs it: a workspace with `race`
/// solved and `threads` left as its starter (the two whose verifies take the least here: the
/// solution's judge runs 2 free runs and its schedules in about 4 s, the starter fails its first
/// run), its JUnit XML read by standard parsers, its GitHub annotation lines, and its exit codes.
@Suite(.tags(.swiftc), .slow, .needsToolchain)
struct VerifyAllTests {
    /// One verify of the workspace, shared by the tests that read it (it takes seconds).
    struct Verified: Sendable {
        let home: TemporaryHome
        let output: LearnBinary.Output
        let report: String
    }

    static let verified: Result<Verified, Error> = Result {
        let home = TemporaryHome()
        try start(home)
        let report = home.path + "/reports/r.xml"
        try FileManager.default.createDirectory(atPath: home.path + "/reports", withIntermediateDirectories: true)
        let output = try learn(["verify", "--all", "--junit", report, "--runs", "2"], home)
        return Verified(home: home, output: output, report: try String(contentsOfFile: report, encoding: .utf8))
    }

    static func environment(_ home: TemporaryHome) -> [String: String] {
        PlayTests.environment.merging(["LEARN_HOME": home.path + "/learn"]) { _, new in new }
    }

    static func learn(_ args: [String], _ home: TemporaryHome, directory: String? = nil) throws -> LearnBinary.Output {
        try LearnBinary.built.run(args, home: home, environment: environment(home), directory: directory)
    }

    /// `race` holds its solution, `threads` its starter; nothing else is started.
    static func start(_ home: TemporaryHome) throws {
        for id in ["race", "threads"] { _ = try learn(["exercise", id], home) }
        let file = home.path + "/learn/exercises/race.swift"
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.copyItem(atPath: LearnBinary.packageRoot + "/Exercises/race.solution.swift", toPath: file)
    }

    /// The shipped exercises: every one is a test case, the ones not started skipped.
    static var exerciseCount: Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: LearnBinary.packageRoot + "/Exercises")) ?? []
        return names.filter { $0.hasSuffix(".solution.swift") }.count
    }

    /// The terminal's lines joined where the verdict wrapped them (a continuation starts with two spaces).
    static func unwrapped(_ text: String) -> String { text.replacingOccurrences(of: "\n  ", with: " ") }

    @Test func theTerminalSaysEachVerdictAndTheCounts() throws {
        let run = try Self.verified.get()
        let out = run.output.out
        #expect(run.output.status == 1, "\(out)\(run.output.err)")
        #expect(out.contains("✓ race passed"), "\(out)")
        #expect(out.contains("✗ threads is not solved yet"), "\(out)")
        #expect(out.contains("· actors: not started: `learn exercise actors` writes it"), "\(out)")
        #expect(out.contains("verify --all: 1 passed, 1 failed, \(Self.exerciseCount - 2) not started"), "\(out)")
        #expect(run.output.errSaid.contains("learn: 1 of 2 started exercises did not pass"), "\(run.output.err)")
        // verify's first line too (issue 39): learn wraps it, at words
        WrappingTests.expectFits(out)
    }

    @Test func foundationsXMLParserReadsTheJUnitReport() throws {
        let run = try Self.verified.get()
        let read = JUnitReader(Data(run.report.utf8))
        #expect(read.parsed, "\(read.error ?? "")\n\(run.report)")
        #expect(read.suites == 1)
        #expect(read.cases.count == Self.exerciseCount)
        let judged = read.cases.filter { !$0.skipped }
        #expect(judged.map(\.name).sorted() == ["race", "threads"])
        #expect(read.cases.filter(\.skipped).count == Self.exerciseCount - 2)
        let failures = read.cases.compactMap(\.failure)
        #expect(failures.count == 1)
        let threads = try #require(read.cases.first { $0.name == "threads" })
        let message = try #require(threads.failure)
        // the failure's sentence is the terminal's first ✗ line, in the same words
        #expect(!message.isEmpty)
        #expect(Self.unwrapped(run.output.out).contains("✗ " + message), "\(message)\n\(run.output.out)")
        #expect(threads.text.contains("threads is not solved yet") && threads.text.contains("lane by lane"), "\(threads.text)")
        #expect(read.cases.first { $0.name == "race" }?.failure == nil)
        #expect(read.totals["tests"] == "\(Self.exerciseCount)" && read.totals["failures"] == "1")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "python3 is not installed"))
    func pythonsElementTreeReadsTheJUnitReport() throws {
        let run = try Self.verified.get()
        let script = """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            cases = list(root.iter('testcase'))
            print(len(list(root.iter('testsuite'))), len(cases), sum(1 for c in cases if c.find('failure') is not None),
                  sum(1 for c in cases if c.find('skipped') is not None))
            for c in cases:
                f = c.find('failure')
                if f is not None: print(c.get('name') + '|' + f.get('message'))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, run.home.path + "/reports/r.xml"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = out.split(separator: "\n").map(String.init)
        #expect(process.terminationStatus == 0)
        #expect(lines.first == "1 \(Self.exerciseCount) 1 \(Self.exerciseCount - 2)", "\(out)")
        let failure = try #require(lines.dropFirst().first)
        #expect(failure.hasPrefix("threads|") && Self.unwrapped(run.output.out).contains("✗ " + failure.dropFirst("threads|".count)))
    }

    @Test func githubAnnotationsSayTheSameSentences() throws {
        let run = try Self.verified.get()
        // from the workspace's parent, as a CI job runs at its repository's root: paths relative to it
        let github = try Self.learn(["verify", "--all", "--format", "github", "--runs", "2"], run.home, directory: run.home.path)
        #expect(github.status == 1, "\(github.out)\(github.err)")
        let lines = github.out.split(separator: "\n").map(String.init)
        // the same sentence as the terminal's first ✗ line of threads' verdict, in this run
        let error = "::error file=learn/exercises/threads.swift,title=learn verify threads::"
        let first = try #require(lines.first { $0.hasPrefix(error) })
        let message = String(first.dropFirst(error.count)).replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%25", with: "%")
        #expect(Self.unwrapped(github.out).contains("\n✗ " + message + "\n"), "\(github.out)")
        #expect(lines.contains { $0.hasPrefix(error) && $0.contains("threads is not solved yet") })
        #expect(lines.contains { $0.hasPrefix("::notice file=learn/exercises/race.swift,title=learn verify race::race passed: ") })
        #expect(lines.filter { $0.hasPrefix("::notice title=learn verify ") && $0.contains("not started") }.count == Self.exerciseCount - 2)
        // each verdict's text is folded in a group, with commands stopped inside it
        let stops = lines.filter { $0.hasPrefix("::stop-commands::") }
        #expect(stops.count == 2 && lines.filter { $0 == "::group::learn verify race" }.count == 1)
        if let stop = stops.first {
            let token = String(stop.dropFirst("::stop-commands::".count))
            #expect(token.count >= 16 && lines.filter { $0 == "::\(token)::" }.count == 2)
        }
        #expect(lines.last?.hasPrefix("verify --all: 1 passed, 1 failed, \(Self.exerciseCount - 2) not started (") == true)
    }

    @Test func exitCodes() throws {
        let home = TemporaryHome()
        // nothing started: nothing judged is no pass
        let none = try Self.learn(["verify", "--all"], home)
        #expect(
            none.status == 1 && none.errSaid.contains("no exercise is started in") && none.errSaid.contains("learn exercise NAME"),
            "\(none.err)")
        #expect(none.out.contains("verify --all: 0 passed, 0 failed, \(Self.exerciseCount) not started"))
        // a report that could not be written is refused before anything is verified
        try Self.start(home)
        let missing = try Self.learn(["verify", "--all", "--junit", home.path + "/no/such/r.xml"], home)
        #expect(missing.status == 64 && missing.errSaid.contains("does not exist") && !missing.out.contains("verifying"), "\(missing.err)")
        let folder = try Self.learn(["verify", "--all", "--junit", home.path], home)
        #expect(folder.status == 64 && folder.errSaid.contains("is a folder"), "\(folder.err)")
        for args in [
            ["verify", "race", "--junit", "r.xml"], ["verify", "--format", "github"], ["verify", "--all", "race"],
            ["verify", "--all", "--format", "xml"],
        ] {
            let refused = try Self.learn(args, home)
            #expect(refused.status == 64 && !refused.out.contains("verifying"), "\(args): \(refused.err)")
        }
        // every started exercise passed: 0, and the report says so
        try FileManager.default.removeItem(atPath: home.path + "/learn/exercises/threads.swift")
        let report = home.path + "/r.xml"
        let passed = try Self.learn(["verify", "--all", "--runs", "2", "--junit", report], home)
        #expect(passed.status == 0, "\(passed.out)\(passed.err)")
        let read = JUnitReader(try Data(contentsOf: URL(fileURLWithPath: report)))
        #expect(read.parsed && read.cases.compactMap(\.failure).isEmpty && read.cases.filter { !$0.skipped }.map(\.name) == ["race"])
    }
}

/// A JUnit report as Foundation's `XMLParser` reads it.
final class JUnitReader: NSObject, XMLParserDelegate {
    struct Case {
        var name: String
        var skipped = false
        var failure: String?
        var text = ""
    }

    private(set) var cases: [Case] = []
    private(set) var suites = 0
    private(set) var totals: [String: String] = [:]
    private(set) var parsed = false
    private(set) var error: String?
    private var inFailure = false

    init(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        parsed = parser.parse()
        if !parsed { error = parser.parserError.map { "\($0)" } }
    }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch element {
        case "testsuites": totals = attributes
        case "testsuite": suites += 1
        case "testcase": cases.append(Case(name: attributes["name"] ?? ""))
        case "skipped": cases[cases.count - 1].skipped = true
        case "failure":
            cases[cases.count - 1].failure = attributes["message"] ?? ""
            inFailure = true
        default: break
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "failure" { inFailure = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inFailure { cases[cases.count - 1].text += string }
    }
}
