import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// What `Lessons/async-sum.md` promises about the `async-sum` demo.
@Suite struct AsyncSumTests {
    static let pairs = [(2, 3), (5, 3), (1, 7), (12, 34), (99, 99)]

    /// A run of `variant` that printed each of the five sums once, each in its own `sum` span.
    static func printedEverySum(_ variant: String, sourceLocation: SourceLocation = #_sourceLocation) -> Trace {
        let trace = DemoRun.run("async-sum", variant, sourceLocation: sourceLocation).trace
        #expect(Set(trace.said) == Set(pairs.map { "\($0.0) + \($0.1) = \($0.0 + $0.1)" }), sourceLocation: sourceLocation)
        #expect(trace.said.count == 5 && trace.value("printed") == 5, sourceLocation: sourceLocation)
        #expect(trace.spans(labeled: "sum").count == 5, sourceLocation: sourceLocation)
        return trace
    }

    @Test func asyncOperationsPrintEverySumAfterItsWork() {
        let trace = Self.printedEverySum("async")
        for (l, r) in Self.pairs {
            #expect(trace.happened("op(\(l),\(r)) stored", before: "op(\(l),\(r)) finished"))
            // the `finished` mark is recorded after the KVO notice, so the queue may already
            // be running the completion block: only the stored result is ordered before it
            #expect(trace.happened("op(\(l),\(r)) stored", before: "\(l) + \(r) = \(l + r)"))
            #expect(trace.count("op(\(l),\(r)) executing") == 1)
        }
        #expect(trace.spans(labeled: "sum").allSatisfy { !trace.thread(of: $0).isMain })
    }

    /// The corrected operation prints the same five sums, each after its work, and every
    /// operation is executing before its work starts: `start()` says so before `main()`.
    @Test func fixedOperationsAreExecutingBeforeTheirWorkAndPrintEverySum() {
        let trace = Self.printedEverySum("fixed")
        #expect(trace.value("completions") == 5)
        for (l, r) in Self.pairs {
            let op = "op(\(l),\(r))"
            #expect(trace.count("\(op) executing") == 1)
            #expect(trace.count("\(op) finished") == 1)
            #expect(trace.count("\(op) completion") == 1)
            #expect(trace.happened("\(op) executing", before: "\(op) stored"))
            #expect(trace.happened("\(op) executing", before: "\(op) finished"))
            #expect(trace.happened("\(op) stored", before: "\(op) finished"))
            #expect(trace.happened("\(op) stored", before: "\(l) + \(r) = \(l + r)"))
        }
        #expect(trace.spans(labeled: "sum").allSatisfy { !trace.thread(of: $0).isMain })
    }

    /// The naive operation is finished long before its work: a 2-second sleep (0.1 s here) apart.
    @Test func naiveOperationsAreFinishedBeforeTheirWork() {
        let trace = DemoRun.run("async-sum", "naive", pace: 0.05).trace
        #expect(trace.spans(labeled: "sum").count == 5)
        #expect(trace.value("completions") == 5)
        #expect(trace.count("already finished") == 5)
        for (l, r) in Self.pairs { #expect(trace.count("op(\(l),\(r)) executing") == 0) }
    }

    @Test func cancellingBeforeStartSkipsMainAndCancellingLaterDoesNotStopTheWork() {
        let trace = DemoRun.run("async-sum", "cancel").trace
        #expect(trace.count("op(2,3) executing") == 0)
        #expect(trace.count("op(2,3) finished") == 1)
        #expect(!trace.said.contains("2 + 3 = 5"))
        #expect(trace.spans(labeled: "sum").count == 4)
        #expect(trace.count("op(5,3) executing") == 1)
        #expect(trace.count("op(5,3) finished") == 2)
        #expect(trace.count("op(5,3) stored") == 1)
        #expect(Set(["1 + 7 = 8", "12 + 34 = 46", "99 + 99 = 198"]).isSubset(of: Set(trace.said)))
        #expect(trace.value("completions") == 5)
    }

    /// Foundation's way: a cancelled operation that has not started is started by the
    /// queue and finished by `start()`; corelibs then has nothing to warn about.
    @Test func theFixedCancelLeavesAWaitingOperationToTheQueue() {
        let result = DemoRun.run("async-sum", "cancel-fixed")
        let trace = result.trace
        #expect(!trace.events.contains { $0.kind == .runtime && $0.label.contains("without being started") })
        #expect(trace.count("op(2,3) executing") == 0)
        #expect(trace.count("op(2,3) finished") == 1)
        #expect(trace.count("sum") == 4)
        #expect(!trace.said.contains("2 + 3 = 5"))
        #expect(trace.count("op(5,3) stored") == 1)
    }
}
