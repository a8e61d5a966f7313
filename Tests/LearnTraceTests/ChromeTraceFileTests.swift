import Foundation
import Glibc
import LearnTestSupport
import Testing

@testable import LearnTrace

/// The trace file written run by run: the same document as in memory, complete after each run.
@Suite struct ChromeTraceFileTests {
    private func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("learn-trace-\(UUID().uuidString).json").path
    }

    private let runs = [
        ChromeTrace.Run(name: "run 1", trace: SampleTraces.readsAndWrite),
        ChromeTrace.Run(name: "run 2", trace: SampleTraces.unfinished),
    ]

    @Test func aRegularFileIsTheWholeDocumentAfterEveryRun() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try ChromeTraceFile(path: path)
        #expect(file.isSeekable)
        try file.append(runs[0])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == ChromeTrace.document([runs[0]]))
        try file.append(runs[1])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == ChromeTrace.document(runs))
        try file.close()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == ChromeTrace.document(runs))
    }

    @Test func aFileWithNoRunIsAnEmptyDocument() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ChromeTraceFile(path: path).close()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == ChromeTrace.document([]))
    }

    @Test func aPipeGetsTheDocumentOnceClosed() throws {
        let path = temporaryPath()
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        // the reader opens first, so the writer's open does not block
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { Glibc.close(reader) }
        let file = try ChromeTraceFile(path: path)
        #expect(!file.isSeekable)
        try file.append(runs[0])
        try file.close()
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(reader, &chunk, chunk.count)
            if n <= 0 { break }
            bytes += chunk[..<n]
        }
        #expect(String(decoding: bytes, as: UTF8.self) == ChromeTrace.document([runs[0]]))
    }

    @Test func aPathThatCannotBeOpenedSaysWhy() {
        #expect(throws: ChromeTraceFile.Failure.self) { try ChromeTraceFile(path: "/nonexistent-folder/t.json") }
    }
}

/// The one table of view names and the `view=` sets made from it.
@Suite struct TraceViewTests {
    @Test func namesAreTheCasesAndNoneIsTheEmptySet() {
        #expect(TraceView.names == ["log", "lanes", "summary", "output", "tasks", "task-lanes"])
        #expect(TraceViewSet.words == ["log", "lanes", "summary", "output", "tasks", "task-lanes", "none"])
        #expect(TraceViewSet.parse("none") == (TraceViewSet([]), []))
    }

    @Test func anySubsetInDrawingOrder() {
        let (set, problems) = TraceViewSet.parse("summary, log")
        #expect(problems.isEmpty && set.ordered == [.log, .summary])
        #expect(TraceViewSet.single.ordered == [.log, .lanes, .summary] && TraceViewSet.repeated.ordered.isEmpty)
    }

    @Test func everyProblemIsReported() {
        #expect(TraceViewSet.parse("lane,none,graph").problems == [.unknown("lane"), .unknown("graph"), .noneWithOthers])
    }

    @Test func eachViewRendersWhatTraceViewsDraws() {
        let trace = SampleTraces.readsAndWrite
        #expect(TraceView.lanes.render(trace) == TraceViews.lanes(trace))
        #expect(TraceView.log.render(trace) == TraceViews.log(trace))
        #expect(TraceView.summary.render(trace) == TraceViews.summary(trace))
        #expect(TraceView.output.render(trace) == trace.output.map { "  " + $0.label }.joined(separator: "\n"))
    }
}
