import LearnDemoProcess
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnRunner

@Suite("What the runtime writes on a demo's stderr")
struct RuntimeLinesTests {
    private func lines(_ chunks: [String]) -> [String] {
        var cutter = RuntimeLines()
        var out: [String] = []
        for chunk in chunks {
            Array(chunk.utf8).withUnsafeBytes { cutter.feed($0) { out.append($0) } }
        }
        cutter.finish { out.append($0) }
        return out
    }

    @Test("lines are cut at newlines across reads; blank lines and trailing spaces go")
    func cutting() {
        #expect(
            lines(["*** Op went is", "Finished=YES\n\n  \nsecond  \r\n", "no newline"])
                == ["*** Op went isFinished=YES", "second", "no newline"])
    }

    @Test("a flood keeps the first lines and counts the rest")
    func flood() {
        let many = (0..<(RuntimeLines.maxLines + 7)).map { "line \($0)\n" }
        let out = lines(many)
        #expect(out.count == RuntimeLines.maxLines + 1)
        #expect(out.last == "… 7 more lines on stderr (not kept)")
    }

    @Test("corelibs Foundation's warning about an operation finished before it started reaches the trace")
    func foundationWarning() {
        var live: [TraceEvent] = []
        let result = DemoRunner.forTests().run(RunRequest(demo: "async-sum", variant: "cancel", pace: 0.01)) { live.append($0) }
        #expect(result.status == .finished)
        let said = result.trace.runtimeLines.map(\.label)
        #expect(said.contains { $0.contains("went isFinished=YES without being started by the queue it is in") })
        #expect(live.contains { $0.kind == .runtime })  // shown as it arrives, not only afterwards
        #expect(result.trace.cpus >= 1)
    }

    @Test("a demo that writes nothing outside the trace has no runtime lines")
    func quiet() {
        let result = DemoRunner.forTests().run(RunRequest(demo: "noop", variant: "plain", pace: 0.01)) { _ in }
        #expect(result.trace.runtimeLines.isEmpty)
    }
}
