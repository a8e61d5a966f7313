import Foundation
import LearnLessons
import LearnTestSupport
import Synchronization
import Testing

/// `learn serve` in a real browser: headless Chromium plays a part and a whole lesson, and the
/// pages match their golden screenshots.
extension ServeTests {
    @Test(
        "headless Chromium opens a part with `&run`: its script plays it over server-sent events, and the run's page with its lanes replaces the live ones",
        .enabled(if: HTMLPageFacts.chromium != nil, "chromium is not installed: apt-get install -y chromium"))
    func chromiumPlaysAPart() throws {
        let served = try Self.classroom()
        let address = "http://127.0.0.1:\(served.port)/lesson/threads?part=hop&token=\(served.token)&run"
        let (dom, status) = try #require(HTMLPageFacts.renderedDOM(address: address))
        #expect(status == 0)
        #expect(dom.contains("id=\"run-status\" role=\"status\">The run is over.<"), "\(dom.suffix(3000))")
        let result = String(dom[(dom.range(of: "id=\"result\"")?.upperBound ?? dom.endIndex)...])
        #expect(result.contains("<figure class=\"run\""))
        #expect(result.contains("data-thread=\"main\"") && result.contains("data-thread=\"T1\""))
        #expect(result.contains("✓ update-is-main"))
        // the live lanes made way for the run's page
        #expect(dom.contains("<figure class=\"run\" id=\"live\" hidden=\"\""))
    }

    @Test(
        "headless Chromium takes a whole lesson with `&tour`: every part, each prediction answered, each part run live and ended passed",
        .enabled(if: HTMLPageFacts.chromium != nil, "chromium is not installed: apt-get install -y chromium"))
    func chromiumTakesAWholeLesson() throws {
        let served = try Self.classroom()
        let parts = ["caller", "main-async", "hop"]  // threads.md's parts, in order
        let (dom, status) = try #require(
            HTMLPageFacts.renderedDOM(address: "http://127.0.0.1:\(served.port)/lesson/threads?tour&token=\(served.token)", seconds: 120))
        #expect(status == 0)
        let list = try #require(dom.firstMatch(of: /<ol id="tour">(.*?)<\/ol>/), "\(dom.suffix(2000))")
        let ended = list.1.matches(of: /<li>([^<]*)<\/li>/).map { String($0.1) }
        // each part, in order, ended passed with its run's figure on the page
        #expect(ended == parts.map { "\($0): passed · 1" }, "\(ended)")
        // the last part's prediction was answered before its run, and the run said whether it held
        #expect(dom.contains("You predict: the worker that computed the sum"), "\(dom.suffix(3000))")
        #expect(dom.contains("Your prediction was “the worker that computed the sum”; this run says “the main"))
    }

    /// Where the golden screenshots are; `LEARN_RECORD_SCREENSHOTS=1` writes them anew (and the
    /// README's picture of a part after its run).
    static let screenshots = LearnBinary.packageRoot + "/Tests/Fixtures/Screenshots"
    static let recording = ProcessInfo.processInfo.environment["LEARN_RECORD_SCREENSHOTS"] == "1"

    @Test(
        "golden screenshots: the course and a part before its run look as recorded (2% of pixels may differ: fonts, anti-aliasing)",
        .enabled(if: HTMLPageFacts.chromium != nil, "chromium is not installed: apt-get install -y chromium"))
    func goldenScreenshots() throws {
        let served = try Self.classroom()
        let folder = try TemporaryFolder.make("learn-screens")
        let pages = [("course", "/"), ("lesson", "/lesson/threads?part=hop&")]
        for (name, path) in pages {
            let address = "http://127.0.0.1:\(served.port)\(path)\(path.hasSuffix("&") ? "" : "?")token=\(served.token)"
            let shot = folder + "/\(name).png"
            #expect(HTMLPageFacts.screenshot(address: address, png: shot, seconds: 5), "\(name)")
            let golden = Self.screenshots + "/\(name).png"
            if Self.recording {
                try? FileManager.default.createDirectory(atPath: Self.screenshots, withIntermediateDirectories: true)
                try? FileManager.default.removeItem(atPath: golden)
                try FileManager.default.copyItem(atPath: shot, toPath: golden)
                continue
            }
            let difference = try #require(
                HTMLPageFacts.pngDifference(shot, golden), "\(name): no golden (LEARN_RECORD_SCREENSHOTS=1 records it)")
            #expect(
                difference < 0.02,
                "\(name): \(difference * 100)% of pixels differ from \(golden); LEARN_RECORD_SCREENSHOTS=1 records it anew")
        }
        if Self.recording {
            // the README's picture: a part after its live run, its lanes and checks
            let readme = LearnBinary.packageRoot + "/Docs/classroom.png"
            try? FileManager.default.createDirectory(atPath: LearnBinary.packageRoot + "/Docs", withIntermediateDirectories: true)
            let address = "http://127.0.0.1:\(served.port)/lesson/threads?part=hop&pace=0.05&run&token=\(served.token)"
            #expect(HTMLPageFacts.screenshot(address: address, png: readme, width: 900, height: 1800, seconds: 60))
        }
    }
}
