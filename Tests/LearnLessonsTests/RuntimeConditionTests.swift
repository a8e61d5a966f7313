import LearnDemoProcess
import LearnJudge
import LearnLessons
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// A trace whose demo printed one line and whose runtime wrote `runtime` lines on stderr.
func runtimeTrace(_ runtime: [String], cpus: Int = 0) -> Trace {
    var events = readsTrace().events
    for (i, line) in runtime.enumerated() {
        events.append(TraceEvent(seq: -1 - i, time: 55 + UInt64(i), tid: 0, isMain: false, kind: .runtime, label: line))
    }
    var trace = Trace(events: events)
    trace.cpus = cpus
    return trace
}

private func parsed(_ text: String) -> RepeatedCondition? {
    try? ConditionParser.parse(text, column: 1).get()
}

private func holds(_ text: String, _ trace: Trace) -> Bool {
    let run = RunResult(request: RunRequest(demo: "counter", variant: "unsafe"), status: .finished, trace: trace)
    let condition = parsed(text)!
    return RunVerdicts(runs: [run], conditions: [condition]).evaluate(condition).holds
}

@Suite("What the runtime said, and the CPUs a run had")
struct RuntimeConditionTests {
    static let warning = "*** AsyncSumOperation 0x000055 went isFinished=YES without being started by the queue it is in"

    @Test("`said-by-runtime` and `cpus` parse, and read back as written and in words")
    func parsing() {
        let said = parsed("said-by-runtime \"went isFinished\"")
        #expect(said?.condition == .saidByRuntime("went isFinished"))
        #expect(said?.condition.source == "said-by-runtime \"went isFinished\"")
        #expect(said?.condition.words == "the runtime wrote a line containing “went isFinished”")
        let cpus = parsed("cpus == 1")
        #expect(cpus?.condition == .cpus(.eq, 1))
        #expect(cpus?.condition.source == "cpus == 1")
        #expect(cpus?.condition.words == "the number of CPUs the demo could use is exactly 1")
        #expect(parsed("not cpus > 1")?.condition == .not(.cpus(.gt, 1)))
    }

    @Test("a `cpus` without a comparison, or an empty runtime text, is an error at its column")
    func parseErrors() {
        guard case .failure(let f) = ConditionParser.parse("cpus 1", column: 1) else {
            Issue.record("parsed")
            return
        }
        #expect(f.column == 6)
        #expect(f.message.contains("expected a comparison"))
        guard case .failure(let g) = ConditionParser.parse("said-by-runtime \"\"", column: 1) else {
            Issue.record("parsed")
            return
        }
        #expect(g.message.contains("needs a text"))
    }

    @Test("`said-by-runtime` holds when a runtime line contains the text; the demo's own output does not count")
    func saidByRuntime() {
        let trace = runtimeTrace([Self.warning])
        #expect(holds("said-by-runtime \"went isFinished=YES\"", trace))
        #expect(!holds("said-by-runtime \"Fatal error\"", trace))
        #expect(!holds("said-by-runtime \"2 + 3 = 5\"", trace))  // the demo printed it; the runtime did not
        #expect(!holds("said \"went isFinished=YES\"", trace))
        #expect(!holds("said-by-runtime \"went isFinished\"", runtimeTrace([])))
        #expect(holds("not said-by-runtime \"went isFinished\"", runtimeTrace([])))
    }

    @Test("`cpus` compares the CPUs the demo could use, and holds for no comparison when that is unknown")
    func cpus() {
        #expect(holds("cpus == 1", runtimeTrace([], cpus: 1)))
        #expect(!holds("cpus > 1", runtimeTrace([], cpus: 1)))
        #expect(holds("cpus >= 2", runtimeTrace([], cpus: 2)))
        #expect(!holds("cpus == 1", runtimeTrace([], cpus: 0)))
        #expect(!holds("cpus > 1", runtimeTrace([], cpus: 0)))
    }

    @Test("runtime lines belong to no thread of the demo")
    func noThread() {
        let trace = runtimeTrace([Self.warning, "second"])
        #expect(trace.threads.count == readsTrace().threads.count)
        #expect(trace.runtimeLines.map(\.label) == [Self.warning, "second"])
        #expect(trace.count(.runtime) == 2)
    }

    @Test("a lesson's `@if said-by-runtime` and `@if cpus` pick their branch from the run, and `{cpus}` is filled in")
    func lessonBranches() {
        let text =
            header() + """
                @part unsafe
                @run view=none
                @observe warned: said-by-runtime "went isFinished"
                @observe one-cpu: cpus == 1
                @if warned
                The runtime complained.
                @else
                The runtime was quiet.
                @end
                @if one-cpu
                One CPU: the threads took turns.
                @else
                {cpus} CPUs.
                @end
                """
        let warned = FakeRunner { _, _ in (.finished, runtimeTrace([Self.warning], cpus: 1)) }
        let (_, _, out1) = play(text, runner: warned)
        #expect(out1.text.contains("The runtime complained."))
        #expect(!out1.text.contains("The runtime was quiet."))
        #expect(out1.text.contains("One CPU: the threads took turns."))
        let quiet = FakeRunner { _, _ in (.finished, runtimeTrace([], cpus: 4)) }
        let (_, _, out2) = play(text, runner: quiet)
        #expect(out2.text.contains("The runtime was quiet."))
        #expect(out2.text.contains("4 CPUs."))
        #expect(!out2.text.contains("One CPU"))
    }

    @Test("`{cpus}` is a figure")
    func figure() {
        #expect(Figure.parse("cpus") == .cpus)
    }
}
