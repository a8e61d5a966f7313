import Foundation
import LearnPlay
import LearnTestSupport
import Testing

/// `--html FILE` on `run`, `play`, `explore` and `verify`: one self-contained page per command, with a lane per
/// thread each run had (checked against `--trace-out`'s file of the same runs), the check lines
/// and the replay token the terminal showed, every learner's text escaped, in Korean with
/// `--lang ko`; a strict HTML parser reads it without error, and headless Chromium draws it.
@Suite(.tags(.lessonPlays), .slow)
struct HTMLPageTests {
    /// What one command wrote: its output, the page and the trace file of the same runs.
    struct Written: Sendable {
        var status: Int32
        var out, err, page, pagePath, trace: String
    }

    static let learn = LearnBinary.built

    /// Runs `learn args --html F --trace-out T` (`explore` writes no trace) in a fresh folder; a
    /// file not written reads as "".
    static func write(_ args: [String], environment: [String: String] = [:]) -> Written {
        let folder = (try? TemporaryFolder.make("learn-html")) ?? NSTemporaryDirectory()
        let (page, trace) = (folder + "/page.html", folder + "/trace.json")
        let home = TemporaryHome()
        let traceOut = args.first == "explore" ? [] : ["--trace-out", trace]
        let r = try? learn.run(args + ["--html", page] + traceOut, home: home, environment: environment)
        let read = { (p: String) in (try? String(contentsOfFile: p, encoding: .utf8)) ?? "" }
        return Written(status: r?.status ?? -1, out: r?.out ?? "", err: r?.err ?? "", page: read(page), pagePath: page, trace: read(trace))
    }

    /// `learn run barrier` with its gates recorded (so each run has a replay token), fast.
    static let barrier = write(["run", "barrier", "--pace", "0.05", "--seed", "3", "--record-gates"], environment: ["COLUMNS": "80"])
    static let korean = write(["--lang", "ko", "run", "barrier", "--pace", "0.05", "--seed", "3", "--variant", "barrier"])

    /// A small racy program whose text, output and queue label try to break out of the page.
    static let racy = """
        // </script><script>alert("file")</script> <img src=x onerror=alert(1)>
        import Dispatch
        final class Box: @unchecked Sendable { var n = 0 }  // racy on purpose: the lesson
        let box = Box()
        let queue = DispatchQueue(label: "q</script><img src=x onerror=alert(2)>", attributes: .concurrent)
        let group = DispatchGroup()
        for _ in 0..<3 { queue.async(group: group) { for _ in 0..<200 { box.n += 1 } } }
        group.wait()
        print("n = \\(box.n) <img src=x onerror=alert(3)>")

        """

    static let play: Written = {
        let folder = (try? TemporaryFolder.make("learn-html-play")) ?? NSTemporaryDirectory()
        let file = folder + "/racy.swift"
        try? racy.write(toFile: file, atomically: true, encoding: .utf8)
        return write(["play", file], environment: PlayTests.environment)
    }()

    /// The same file replayed by a random schedule's token: the page holds the token.
    static let replay: (Written, String) = {
        let folder = (try? TemporaryFolder.make("learn-html-replay")) ?? NSTemporaryDirectory()
        let file = folder + "/racy.swift"
        try? racy.write(toFile: file, atomically: true, encoding: .utf8)
        let token = "r7@" + ProgramToken.digest(of: racy)
        return (write(["play", "--replay", token, file], environment: PlayTests.environment), token)
    }()

    /// `text` as HTML holds it: the five characters escaped, written here apart from learn's own.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    /// The same file explored (few schedules: the page, not the search, is what is tested).
    static let explored: Written = {
        let folder = (try? TemporaryFolder.make("learn-html-explore")) ?? NSTemporaryDirectory()
        let file = folder + "/racy.swift"
        try? racy.write(toFile: file, atomically: true, encoding: .utf8)
        return write(["explore", file, "--max-schedules", "12", "--budget", "30"], environment: PlayTests.environment)
    }()

    /// Each figure has one lane per thread of its run, as the trace file of the same run names them.
    func expectLanes(_ w: Written, runs: Int? = nil) {
        let figures = HTMLPageFacts.lanes(w.page)
        #expect(!figures.isEmpty, "no run figure in the page")
        if let runs { #expect(figures.count == runs) }
        for figure in figures {
            let threads = HTMLPageFacts.traceThreads(w.trace, run: figure.run)
            #expect(!threads.isEmpty, "run \(figure.run) has no threads in the trace file")
            #expect(
                figure.threads.count == threads.count && Set(figure.threads) == threads,
                "run \(figure.run): \(figure.threads) vs \(threads)")
        }
    }

    func expectSelfContained(_ w: Written) {
        #expect(w.page.hasPrefix("<!DOCTYPE html>"), "no page was written: \(w.err)")
        #expect(HTMLPageFacts.externalReferences(w.page).isEmpty, "\(HTMLPageFacts.externalReferences(w.page))")
        #expect(w.page.utf8.count < 500 * 1024, "\(w.page.utf8.count) bytes")
        #expect(w.page.components(separatedBy: "<script>").count == 2, "one inline script, no more")
        if let problem = HTMLPageFacts.strictParseProblem(w.pagePath) { Issue.record(Comment(rawValue: problem)) }
    }

    @Test func aLessonsPageHoldsItsLanesChecksAndTokens() {
        let w = Self.barrier
        #expect(w.status == 0, "\(w.err)")
        expectSelfContained(w)
        expectLanes(w)
        #expect(w.page.contains("<html lang=\"en\">"))
        // every check line the terminal showed, with its mark and figures
        let checks = w.out.split(separator: "\n").filter { $0.hasPrefix("✓") || $0.hasPrefix("✗") }
        #expect(checks.count >= 3)
        for line in checks { #expect(w.page.contains(Self.escaped(String(line))), "\(line)") }
        // each replay token the trace file names is on the page, in the terminal's sentence
        let tokens = w.trace.matches(of: /--replay ([A-Za-z0-9@]+)/).map { String($0.1) }
        #expect(!tokens.isEmpty, "the trace file names no token")
        for token in tokens { #expect(w.page.contains("`--replay \(token)`"), "\(token)") }
        // the lesson's own text, and the explanation computed from the run
        #expect(w.page.contains("barrier") && w.out.contains("Wrote the page"))
    }

    @Test("a lesson's page stops at each prediction: its options are buttons, and what follows (the run, the answer) is a part of its own")
    func aLessonsPageStopsAtEachPrediction() {
        let w = Self.barrier
        let stops = w.page.matches(of: /<div class="stop" data-after="after-([0-9]+)" hidden>/).map { Int($0.1) ?? 0 }
        #expect(stops.count == 3, "barrier asks 3 predictions")
        #expect(stops == Array(1...stops.count))
        for n in stops {
            // the question comes before its stop, the run and the answer after it
            let stop = w.page.range(of: "data-after=\"after-\(n)\"")!
            let after = w.page.range(of: "<div class=\"after\" id=\"after-\(n)\">")!
            #expect(stop.upperBound < after.lowerBound)
            #expect(w.page[after.upperBound...].contains("<figure class=\"run\""), "after stop \(n), a run")
        }
        #expect(w.page.contains("<button type=\"button\" class=\"go\">Show the run without predicting</button>"))
        #expect(!w.page.contains("class=\"present\""), "large type only with --present")
    }

    @Test func aKoreanPageIsInKorean() {
        let w = Self.korean
        #expect(w.status == 0, "\(w.err)")
        expectSelfContained(w)
        expectLanes(w)
        #expect(w.page.contains("<html lang=\"ko\">"))
        #expect(w.page.contains("의 레인: 스레드마다 한 줄") && w.page.contains("서버에서 온 부분은 없습니다"))
        #expect(w.out.contains("페이지") && w.out.contains("썼습니다"))
    }

    @Test(.tags(.swiftc), .needsToolchain) func aPlayedFilesPageEscapesEverything() {
        let w = Self.play
        #expect(w.status == 0, "\(w.err)")
        expectSelfContained(w)
        expectLanes(w, runs: 1)
        // the file, its queue label and its output are text on the page, never markup
        #expect(!w.page.contains("<img") && !w.page.contains("</script><"))
        #expect(w.page.contains("&lt;/script&gt;&lt;script&gt;alert(&quot;file&quot;)&lt;/script&gt;"))
        #expect(w.page.contains("q&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;"), "the queue label, escaped")
        #expect(w.page.contains("onerror=alert(3)&gt;"), "the program's output, escaped")
        #expect(w.page.contains("<span class=\"ln\">9</span> print("), "the file, numbered")
    }

    @Test(.tags(.swiftc), .needsToolchain) func aReplayedFilesPageHoldsItsToken() {
        let (w, token) = Self.replay
        #expect(w.status == 0, "\(w.err)")
        expectSelfContained(w)
        expectLanes(w, runs: 1)
        #expect(w.page.contains("<p class=\"token\">") && w.page.contains(token))
    }

    @Test(.tags(.swiftc), .needsToolchain) func anExploredFilesPageHoldsItsTableAndTokens() {
        let w = Self.explored
        #expect(w.status == 0 || w.status == 1, "\(w.err)")
        expectSelfContained(w)
        // explore keeps no run's trace: its page is the file and the table, each row's token
        let tokens = w.out.matches(of: /\s(s[A-Za-z]*@[0-9a-f]{8})\n/).map { String($0.1) }
        #expect(!tokens.isEmpty, "\(w.out)")
        for token in tokens { #expect(w.page.contains(token)) }
        #expect(!w.page.contains("<img") && w.page.contains("<section class=\"source\">"))
    }

    /// `verify race` on its starter: not solved; the page holds the file, the verdict's words
    /// and the lanes of the run the verdict explains the failure with.
    @Test(.tags(.swiftc), .needsToolchain) func aVerifysPageHoldsTheVerdict() throws {
        let home = TemporaryHome()
        let environment = ExerciseTests.environment(home).merging(["COLUMNS": "80"]) { _, new in new }
        _ = try Self.learn.run(["exercise", "race"], home: home, environment: environment)
        let page = home.path + "/verify.html"
        let r = try Self.learn.run(["verify", "race", "--html", page], home: home, environment: environment)
        #expect(r.status == 1, "\(r.out)\(r.err)")
        let text = try String(contentsOfFile: page, encoding: .utf8)
        #expect(text.contains("<section class=\"source\">") && text.contains("race is not solved yet"))
        #expect(HTMLPageFacts.lanes(text).count == 1 && HTMLPageFacts.externalReferences(text).isEmpty)
        if let problem = HTMLPageFacts.strictParseProblem(page) { Issue.record(Comment(rawValue: problem)) }
        let watched = try Self.learn.run(["verify", "race", "--watch", "--html", page], home: home, environment: environment)
        #expect(watched.status == 64 && watched.err.contains("leave out --watch"), "\(watched.err)")
    }

    @Test func aMissingFolderIsRefusedAndNothingRuns() throws {
        let folder = try TemporaryFolder.make("learn-html-refused")
        let r = try Self.learn.run(["run", "hello", "--lessons", LearnBinary.fixtureLessons, "--html", folder + "/no/such/p.html"])
        #expect(r.status == 64 && r.out.isEmpty, "\(r.out)")
        #expect(r.errSaid.hasPrefix("learn: --html \(folder)/no/such/p.html: the folder `\(folder)/no/such` does not exist"), "\(r.err)")
        // a file that is not a page learn wrote is kept, unless --force
        let other = folder + "/notes.html"
        try "my notes".write(toFile: other, atomically: true, encoding: .utf8)
        let kept = try Self.learn.run(["run", "hello", "--lessons", LearnBinary.fixtureLessons, "--html", other])
        #expect(kept.status == 64 && kept.errSaid.contains("is not a page learn wrote"), "\(kept.err)")
        #expect(try String(contentsOfFile: other, encoding: .utf8) == "my notes")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.html"], "no temporary left")
    }

    @Test(.enabled(if: HTMLPageFacts.chromium != nil, "chromium is not installed: apt-get install -y chromium"))
    func chromiumDrawsTheLanesAfterTheScriptRan() throws {
        let w = Self.barrier
        let rendered = try #require(HTMLPageFacts.renderedDOM(w.pagePath))
        #expect(rendered.status == 0)
        let lanes = HTMLPageFacts.lanes(w.page).reduce(0) { $0 + $1.threads.count }
        #expect(rendered.dom.matches(of: /<g class="lane"/).count == lanes)
        #expect(rendered.dom.contains("<p class=\"status\" aria-live=\"polite\">"), "the script ran: its status line is there")
        let png = NSTemporaryDirectory() + "learn-page-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: png) }
        _ = HTMLPageFacts.renderedDOM(w.pagePath, screenshot: png)
        let bytes = try #require(FileManager.default.contents(atPath: png))
        #expect(bytes.count > 10_000 && bytes.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]), "a PNG of the page")
    }

    @Test(
        "in Chromium the page stops at its first prediction: its buttons shown, every part after a stop hidden until it is answered",
        .enabled(if: HTMLPageFacts.chromium != nil, "chromium is not installed: apt-get install -y chromium"))
    func chromiumStopsAtThePrediction() throws {
        let w = Self.barrier
        let (dom, status) = try #require(HTMLPageFacts.renderedDOM(w.pagePath))
        #expect(status == 0)
        let stops = dom.matches(of: /<div class="stop" data-after="after-[0-9]+">/).count
        #expect(stops == 3, "the script showed each stop's buttons")
        #expect(dom.matches(of: /<div class="after" id="after-[0-9]+" hidden="">/).count == 3, "and hid what follows each")
        // before the first stop: the lesson's text, no run
        let first = try #require(dom.range(of: "<div class=\"stop\""))
        #expect(!dom[..<first.lowerBound].contains("<figure class=\"run\""))
    }

    @Test("--present: the page is for a projector (large type)")
    func presentPage() {
        let folder = (try? TemporaryFolder.make("learn-html-present")) ?? NSTemporaryDirectory()
        let path = folder + "/page.html"
        // Enter at each of the terminal's pauses
        let r = try? Self.learn.run(
            ["run", "threads", "--variant", "hop", "--pace", "0.05", "--present", "--html", path], input: String(repeating: "\n", count: 60)
        )
        let w = Written(
            status: r?.status ?? -1, out: r?.out ?? "", err: r?.err ?? "",
            page: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "", pagePath: path, trace: "")
        #expect(w.status == 0, "\(w.err)")
        #expect(w.page.contains("<body class=\"present\""))
        #expect(w.page.contains("<div class=\"stop\" data-after=\"after-1\" hidden>"))
        #expect(w.page.contains("2. the main thread</button>"))
    }
}
