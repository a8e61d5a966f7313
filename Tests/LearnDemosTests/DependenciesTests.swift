import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@Suite("the dependencies demo")
struct DependenciesTests {
    static let steps = ["LoadData", "LoadImages", "ProcessImages", "SecondaryProcessing", "show"]

    @Test("each step begins after the previous one ended; the data is shown on main", arguments: ["pyramid", "chain"])
    func stepsInOrder(variant: String) {
        let result = DemoRun.run("dependencies", variant)
        let trace = result.trace
        for (a, b) in zip(Self.steps, Self.steps.dropFirst()) {
            #expect(trace.count(a) == 1)
            #expect(trace.happened(a, before: b), "\(a) before \(b)")
        }
        #expect(trace.allOnMain("show"))
        #expect(trace.number("values") == 4)
        #expect(trace.said.first == "This is your processed data:")
        #expect(trace.said.count == 5)
    }

    @Test("with defer, every image operation finishes, whatever path it leaves by")
    func networkFinishes() {
        let result = DemoRun.run("dependencies", "network", ["images": "5"])
        let trace = result.trace
        #expect(trace.count("download") == 5)
        #expect(trace.count("image-finished") == 5)
        #expect(trace.number("finished") == 5)
        #expect(trace.number("decoded") == 2)  // photos 1 and 5; 4 is not an image
        #expect(trace.number("handled") == 1)  // photo 3 had its own completion handler
        #expect(trace.number("failed") == 2)  // photo 2 (404) and photo 4
        #expect(trace.happened("image-finished", before: "report"))
    }

    @Test("without defer, early returns never finish and the queue waits forever")
    func noDeferHangs() {
        let result = DemoRun.run("dependencies", "no-defer", expecting: ["timed-out"])
        #expect(result.trace.count("image-finished") == 2)
        #expect(result.trace.count("report") == 0)
    }
}
