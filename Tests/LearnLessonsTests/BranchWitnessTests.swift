import LearnDemoProcess
import LearnJudge
import LearnLessons
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// Runs made up to decide one condition: a family of traces around its thresholds, some of
/// which make it hold and some not. A condition with no witness on one side is text that
/// can never show (or always shows): an outcome written in advance.
enum Witness {
    typealias Run = (status: RunStatus, trace: Trace)

    /// Candidate runs for a condition with no `not` and no name in it.
    static func candidates(_ condition: Condition) -> [Run] {
        switch condition {
        case .before(let a, let b):
            return [
                trace {
                    $0.mark(a, at: 1)
                    $0.mark(b, at: 2)
                },
                trace {
                    $0.mark(b, at: 1)
                    $0.mark(a, at: 2)
                }, trace { _ in },
            ]
        case .overlap(let a, let b, _), .noOverlap(let a, let b):
            let first = a == "*" ? "x" : a, second = b == "*" ? "y" : b
            return (0...6).map { k in
                trace { t in
                    for i in 0..<k { t.span(first, thread: Int32(i + 1), from: 0, to: 10) }
                    if second != first { t.span(second, thread: 9, from: 5, to: 15) }
                }
            }
        case .value(let name, _, let operand):
            var numbers: [Int64] = [-1, 0, 1, 2, 1000]
            if case .number(let x) = operand { numbers += [Int64(x) - 1, Int64(x), Int64(x) + 1] }
            return numbers.map { v in
                trace { t in
                    t.value(name, v)
                    if case .value(let other) = operand { t.value(other, 0) }
                }
            }
        case .count(let a, _, let n), .threads(let a, _, let n):
            return Set([0, 1, 2, max(0, n - 1), n, n + 1]).sorted().map { k in
                trace { t in for i in 0..<k { t.span(a, thread: Int32(i + 1), from: UInt64(i * 10), to: UInt64(i * 10 + 5)) } }
            }
        case .onMain(let a), .offMain(let a):
            return [trace { $0.span(a, thread: 0, from: 0, to: 1) }, trace { $0.span(a, thread: 1, from: 0, to: 1) }, trace { _ in }]
        case .outcome:
            let plain = trace { _ in }.trace
            return [
                (.finished, plain), (.crashed(signal: 6, name: "SIGABRT", summary: "crashed"), plain),
                (.timedOut(after: 1, report: []), plain),
            ]
        case .said(let text):
            return [trace { $0.say(text) }, trace { _ in }]
        case .saidByRuntime(let text):
            let line = TraceEvent(seq: 0, time: 1, tid: 0, isMain: false, kind: .runtime, label: "*** \(text) …")
            return [(.finished, Trace(events: [line])), trace { _ in }]
        case .cpus(_, let n):
            return Set([1, 2, max(1, n - 1), n, n + 1]).sorted().map { k in
                var t = trace { _ in }.trace
                t.cpus = k
                return (.finished, t)
            }
        case .tasks(_, _, let n):  // k tasks created, none completed: k created, alive and alive at once
            return Set([0, 1, 2, max(0, n - 1), n, n + 1]).sorted().map { k in
                let events = (0..<k).map { i in
                    TraceEvent(
                        seq: i, time: UInt64(i), tid: 1, isMain: true, task: "group", kind: .task, label: "create", span: UInt64(i + 1))
                }
                return (.finished, Trace(events: events))
            }
        case .waits(let call, let hold, _, let n):  // task 0 holds while k tasks call, then each holds in turn
            return Set([0, 1, 2, max(0, n - 1), n, n + 1]).sorted().map { k in
                var events: [TraceEvent] = []
                func add(_ kind: EventKind, _ label: String, task: Int, at time: UInt64, span: UInt64 = 0) {
                    events.append(
                        TraceEvent(
                            seq: events.count, time: time, tid: Int32(task + 1), isMain: false, task: "task \(task)", kind: kind,
                            label: label, span: span))
                }
                add(.begin, hold, task: 0, at: 0, span: 1)
                for i in 0..<k { add(.mark, call, task: i + 1, at: UInt64(i + 1)) }
                add(.end, hold, task: 0, at: 100, span: 1)
                for i in 0..<k {
                    add(.begin, hold, task: i + 1, at: UInt64(110 + 10 * i), span: UInt64(i + 2))
                    add(.end, hold, task: i + 1, at: UInt64(115 + 10 * i), span: UInt64(i + 2))
                }
                return (.finished, Trace(events: events))
            }
        case .not(let inner):
            return candidates(inner)
        case .named:
            return []
        }
    }

    private static func trace(_ build: (inout TraceBuilder) -> Void) -> Run {
        var b = TraceBuilder()
        build(&b)
        return (.finished, b.trace)
    }

    /// Runs (`count` of them, as the `@run` makes) on which `condition` comes out `wanted`, if any.
    static func runs(making condition: RepeatedCondition, _ wanted: Bool, count: Int) -> [Run]? {
        let family = candidates(condition.condition)
        let evaluate = { (runs: [Run]) -> Bool in
            let results = runs.map { RunResult(request: RunRequest(demo: "d", variant: "v"), status: $0.status, trace: $0.trace) }
            return RunVerdicts(runs: results, conditions: [condition]).evaluate(condition).holds
        }
        let yes = family.first { evaluate([$0]) == true }, no = family.first { evaluate([$0]) == false }
        for holding in 0...count {
            guard holding == 0 || yes != nil, holding == count || no != nil else { continue }
            let runs = Array(repeating: yes ?? no!, count: holding) + Array(repeating: no ?? yes!, count: count - holding)
            if evaluate(runs) == wanted { return runs }
        }
        return nil
    }
}

/// Every `@if` of the shipped lessons, with the condition it really tests (a name resolved to
/// its `@check`/`@observe`, `not`s applied) and the number of runs its `@run` makes.
struct ShippedBranch: CustomStringConvertible, Sendable {
    var lesson: String
    var line: Int
    var condition: RepeatedCondition
    var runs: Int
    var description: String { "\(lesson).md:\(line)" }

    static let all: [ShippedBranch] = {
        let library = LessonLibrary()
        return library.ids.compactMap { library.lesson(id: $0) }.flatMap(branches)
    }()

    static func branches(of lesson: Lesson) -> [ShippedBranch] {
        var named: [String: RepeatedCondition] = [:]
        var runs = 1
        var found: [ShippedBranch] = []
        for step in lesson.steps {
            switch step.kind {
            case .run(let run):
                named = [:]
                runs = run.repeatCount
            case .part: named = [:]
            case .check(let name, let condition), .observe(let name, let condition): named[name] = condition
            case .ifStart(let condition):
                found.append(ShippedBranch(lesson: lesson.id, line: step.position.line, condition: resolve(condition, named), runs: runs))
            default: break
            }
        }
        return found
    }

    /// `not … NAME` becomes the named condition under the same number of `not`s.
    static func resolve(_ condition: RepeatedCondition, _ named: [String: RepeatedCondition]) -> RepeatedCondition {
        var negations = 0
        var core = condition.condition
        while case .not(let inner) = core {
            negations += 1
            core = inner
        }
        guard case .named(let name) = core, let target = named[name] else { return condition }
        var resolved = resolve(target, named)
        for _ in 0..<negations { resolved.condition = .not(resolved.condition) }
        return resolved
    }
}

@Suite("Each conditional text of the shipped lessons can show, and so can its other side")
struct BranchWitnessTests {
    @Test("the shipped lessons have branches to prove")
    func thereAreBranches() {
        #expect(ShippedBranch.all.count > 40)
        let library = LessonLibrary()
        let topLevel = library.ids.compactMap { library.lesson(id: $0) }.flatMap { lesson in
            lesson.variants.flatMap { PartBranch.topLevel(of: lesson, part: $0) }
        }
        #expect(topLevel.count > 30, "\(topLevel.count) top-level branches")
    }

    /// Each top-level `@if` of each part, played over a fake runner whose runs make it hold,
    /// then fail: the two playings differ, and the audit finds every sentence that showed true
    /// of the runs and none from the side not taken.
    @Test("played over made-up runs, each top-level @if shows one side, then the other", arguments: LessonLibrary().ids)
    func playedBothWays(_ id: String) throws {
        let lesson = try #require(LessonLibrary().lesson(id: id))
        for part in lesson.variants {
            for target in PartBranch.topLevel(of: lesson, part: part) {
                var outputs: [String] = []
                for wanted in [true, false] {
                    let made = try #require(
                        Witness.runs(making: target.condition, wanted, count: target.runs), "\(id)/\(part):\(target.line)")
                    let results = Results(target: target, made: made)
                    let runner = FakeRunner { _, index in results.run(index) }
                    var options = LessonOptions()
                    options.variant = part
                    options.seed = 1
                    let output = Output()
                    _ = LessonEngine(lesson: lesson, options: options, runner: runner, out: output.write).advance()
                    let recorded = runner.requests.indices.map { i in
                        let run = results.run(i)
                        return RunResult(request: runner.requests[i], status: run.0, trace: run.1)
                    }
                    let report = ClaimsAudit(lesson: lesson, part: part).audit(results: recorded, output: output.text)
                    // made-up runs record only what their conditions need: checks, figures they leave
                    // out (`–`) and the counts they happen to make are not the text's to answer for
                    let textFindings = report.findings.filter {
                        !$0.contains("@check") && !$0.contains("did not measure") && !$0.contains("count of one")
                    }
                    #expect(textFindings.isEmpty, "\(id)/\(part) line \(target.line) made \(wanted): \(textFindings)")
                    outputs.append(output.text)
                }
                #expect(outputs[0] != outputs[1], "\(id)/\(part) line \(target.line): both sides printed the same text")
            }
        }
    }

    @Test("runs exist that take the @if branch, and runs that take the other", arguments: ShippedBranch.all)
    func bothSides(_ branch: ShippedBranch) {
        #expect(
            Witness.runs(making: branch.condition, true, count: branch.runs) != nil,
            "\(branch): no run makes `\(branch.condition.condition.source)` hold")
        #expect(
            Witness.runs(making: branch.condition, false, count: branch.runs) != nil,
            "\(branch): no run makes `\(branch.condition.condition.source)` fail")
    }
}

/// A top-level `@if` of one part as played: the calls of the runner its `@run` takes.
struct PartBranch {
    var line: Int
    var condition: RepeatedCondition
    var firstCall: Int
    var runs: Int

    static func topLevel(of lesson: Lesson, part: String) -> [PartBranch] {
        var current: String?
        var named: [String: RepeatedCondition] = [:]
        var calls = 0, first = 0, runs = 1, depth = 0
        var found: [PartBranch] = []
        for step in lesson.steps {
            if case .part(let name) = step.kind {
                current = name
                named = [:]
            }
            guard current == nil || current == part else { continue }
            switch step.kind {
            case .run(let run):
                named = [:]
                first = calls
                runs = run.repeatCount
                calls += runs
            case .check(let name, let condition), .observe(let name, let condition): named[name] = condition
            case .ifStart(let condition):
                if depth == 0 && calls > 0 {
                    found.append(
                        PartBranch(
                            line: step.position.line, condition: ShippedBranch.resolve(condition, named), firstCall: first, runs: runs))
                }
                depth += 1
            case .end: depth -= 1
            default: break
            }
        }
        return found
    }
}

/// The runs a fake runner gives: the made-up ones for the target `@run`, a plain finished run otherwise.
struct Results: Sendable {
    let target: PartBranch
    let made: [(RunStatus, Trace)]
    init(target: PartBranch, made: [Witness.Run]) {
        self.target = target
        self.made = made.map { ($0.status, $0.trace) }
    }

    func run(_ index: Int) -> (RunStatus, Trace) {
        let offset = index - target.firstCall
        return made.indices.contains(offset) ? made[offset] : (.finished, Trace(events: []))
    }
}
