import Foundation
import LearnTestSupport
import Testing

@testable import LearnTrace

/// JSON lines and the Chrome trace: well-formed, complete, with flow pairs.
@Suite struct ExportTests {
    private func parse(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    @Test func jsonLinesEachParseWithEveryField() throws {
        let trace = SampleTraces.readsAndWrite
        let lines = JSONLines.encode(trace, run: 2).split(separator: "\n")
        #expect(lines.count == trace.events.count)
        for (line, event) in zip(lines, trace.events) {
            let object = try #require(try parse(String(line)) as? [String: Any])
            #expect(object["seq"] as? Int == event.seq)
            #expect(object["thread"] as? String == trace.threadName(tid: event.tid))
            #expect(object["kind"] as? String == event.kind.rawValue)
            #expect(object["label"] as? String == event.label)
            #expect(object["run"] as? Int == 2)
            #expect(
                Set(object.keys) == ["seq", "time_ns", "thread", "tid", "main", "queue", "task", "kind", "label", "span", "value", "run"])
        }
    }

    @Test func jsonLinesEscapeAwkwardText() throws {
        let e = TraceEvent(seq: 0, time: 1, tid: 5, isMain: true, kind: .say, label: "a \"quote\"\n\tand \\ \u{1}")
        let object = try #require(try parse(JSONLines.line(for: e, thread: "main")) as? [String: Any])
        #expect(object["label"] as? String == e.label)
        var stream = JSONLines.Stream()
        #expect(stream.line(for: e).contains("\"thread\":\"main\""))
    }

    @Test func chromeTraceHasEveryThreadSpanAndFlow() throws {
        let runs = [
            ChromeTrace.Run(name: "run 1", trace: SampleTraces.readsAndWrite),
            ChromeTrace.Run(name: "run 2", trace: SampleTraces.unfinished),
        ]
        let root = try #require(try parse(ChromeTrace.document(runs)) as? [String: Any])
        let events = try #require(root["traceEvents"] as? [[String: Any]])
        for (pid, run) in zip(1..., runs) {
            let mine = events.filter { $0["pid"] as? Int == pid }
            let names = Set(
                mine.filter { $0["name"] as? String == "thread_name" }
                    .compactMap { ($0["args"] as? [String: Any])?["name"] as? String })
            #expect(names == Set(run.trace.threads.map { "\($0.name) (tid \($0.tid))" }))
            let spans = mine.filter { $0["ph"] as? String == "X" && $0["cat"] as? String == "span" }
            #expect(spans.count == run.trace.spans.count)
            #expect(
                Set(spans.compactMap { ($0["args"] as? [String: Any])?["span"] as? Int })
                    == Set(run.trace.spans.map { Int($0.id) }))
            #expect(mine.contains { $0["name"] as? String == "process_name" })
        }
        let starts = events.filter { $0["ph"] as? String == "s" }.compactMap { $0["id"] as? Int }
        let finishes = events.filter { $0["ph"] as? String == "f" }.compactMap { $0["id"] as? Int }
        #expect(starts.count == 1 && starts == finishes)
        let unfinished = events.filter { ($0["args"] as? [String: Any])?["unfinished"] as? Bool == true }
        #expect(unfinished.count == 1)
        #expect(events.contains { $0["ph"] as? String == "C" && $0["name"] as? String == "count" })
        #expect(events.contains { $0["ph"] as? String == "i" && $0["name"] as? String == "1.작업 종료" })
    }

    @Test func chromeTimesAreMicroseconds() throws {
        let root = try #require(try parse(ChromeTrace.document(SampleTraces.unfinished)) as? [String: Any])
        let events = try #require(root["traceEvents"] as? [[String: Any]])
        let lock = try #require(events.first { $0["name"] as? String == "lock" })
        #expect(lock["dur"] as? Double == 10_000)
    }
}
