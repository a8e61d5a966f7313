import Foundation
import LearnDemos
import LearnTrace
import Testing

@testable import LearnRunner

/// The schedule report read by hand (``ScheduleReport/read(_:)``) is the report `JSONDecoder`
/// reads, and what the hand reader does not take it leaves to `JSONDecoder`.
@Suite struct ScheduleReportReadingTests {
    /// What the driver does with a `Z` line's body.
    private func both(_ body: String) -> (read: ScheduleReport?, decoded: ScheduleReport?) {
        let visible = ScheduleMessage.visibleEscapes(body[...])
        return (ScheduleReport.read(visible), ScheduleMessage.decode(ScheduleReport.self, body[...]))
    }

    @Test func aReportAsTheTracerWritesItReadsAsJSONDecoderReadsIt() throws {
        let body = #"""
            {"choices":[1,2,1],"defaults":[1,1,1],"gates":["1:write\u001fcount","2:sync q \u001b[31m","1:lock \"m\" é 🧵"],\#
            "branches":[{"position":1,"enabled":[1,2],"chosen":2}],"wentAuto":false,"seed":18446744073709551615,\#
            "steps":[{"at":[1,2],"tid":41,"line":7,"site":4096,"held":-3,"addr":140000000000,"size":8},\#
            {"at":[],"now":2000000},{"at":[1],"tid":42,"task":9,"agent":true}],"written":[[1,5],[3,-1]],"runtime":[2],\#
            "clockEarly":true,"raceContexts":null,"mismatch":null,"unknown":{"a":[1,{"b":null}],"c":1.5e3}}
            """#
        let (read, decoded) = both(body)
        let report = try #require(read)
        #expect(report == decoded)
        #expect(report.steps?[1].now == 2_000_000 && report.steps?[0].held == -3 && report.seed == .max)
        #expect(report.gates[1] == "2:sync q ^[[31m")
    }

    @Test func randomReportsReadAsJSONDecoderReadsThem() throws {
        var random = SplitMix64(seed: 34)
        for _ in 0..<200 {
            let report = random.report()
            let body = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
            let (read, decoded) = both(body)
            #expect(read != nil, "\(body)")
            #expect(read == decoded, "\(body)")
        }
    }

    @Test func whatTheReaderDoesNotTakeJSONDecoderDecides() {
        let base = #""gates":[],"branches":[],"wentAuto":false"#
        for body in [
            #"{"choices":[1.0],\#(base)}"#,  // a fraction
            #"{"choices":[1e2],\#(base)}"#,  // an exponent
            #"{"choices":[01],\#(base)}"#,  // a leading zero
            #"{"choices":["1"],\#(base)}"#,  // a wrong type
            #"{\#(base)}"#,  // a missing field
            #"{"choices":[99999999999999999999],\#(base)}"#,  // too big
            #"{"choices":[1],\#(base),"seed":-1}"#,  // negative where unsigned
            #"{"choices":[1],\#(base),"steps":[{"tid":1}]}"#,  // a step without `at`
            #"{"choices":[1],\#(base)} x"#,  // text after it
            #"{"choices":[1],\#(base),"gates":["\ud800"]}"#,  // a lone surrogate
            #"{"choices":[1],\#(base)"#,  // cut short
        ] {
            #expect(both(body).read == nil, "\(body)")
        }
        // What both take alike.
        let fine = #"{ "choices" : [ 1 , -0 ] , \#(base) , "stuck" : [ ] , "deadlock" : [ "a\/b" ] }"#
        #expect(both(fine).read != nil && both(fine).read == both(fine).decoded)
    }
}

/// Random reports from LearnDemos' seeded generator (no dependency on the system's random source).
extension SplitMix64 {
    fileprivate mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    fileprivate mutating func coin() -> Bool { next() % 2 == 0 }
    fileprivate mutating func maybe<T>(_ make: (inout SplitMix64) -> T) -> T? { coin() ? make(&self) : nil }
    fileprivate mutating func ints(_ count: Int) -> [Int] { (0..<count).map { _ in int(-5...(1 << 40)) } }

    fileprivate mutating func text() -> String {
        let pieces = ["a", "write\u{1F}count", "\"", "\\", "/", "\t", "\n", "é", "🧵", "큐", "\u{7F}", " ", "lock"]
        return (0..<int(0...6)).map { _ in pieces[int(0...pieces.count - 1)] }.joined()
    }

    fileprivate mutating func step() -> ScheduleReport.Step {
        var step = ScheduleReport.Step(at: (0..<int(0...4)).map { _ in int(1...9) })
        step.tid = maybe { Int32($0.int(1...Int(Int32.max))) }
        step.line = maybe { $0.int(0...5000) }
        step.site = maybe { $0.next() }
        step.held = maybe { $0.int(-(1 << 40)...(1 << 40)) }
        step.addr = maybe { $0.next() }
        step.size = maybe { $0.int(0...16) }
        step.task = maybe { $0.next() }
        step.agent = maybe { $0.coin() }
        step.runtime = maybe { $0.coin() }
        step.now = maybe { $0.next() }
        return step
    }

    fileprivate mutating func report() -> ScheduleReport {
        let count = int(0...12)
        var report = ScheduleReport(
            choices: (0..<count).map { _ in int(0...5) }, gates: (0..<count).map { _ in "\(int(1...5)):" + text() },
            branches: (0..<int(0...3)).map { _ in BranchPoint(position: int(0...40), enabled: ints(int(0...3)), chosen: int(1...3)) },
            deadlock: maybe { r in (0..<r.int(0...2)).map { _ in r.text() } }, mismatch: maybe { $0.text() }, wentAuto: coin())
        report.stuck = maybe { r in
            [ThreadStand(number: r.int(1...4), tid: 7, isMain: r.coin(), state: .blocked, gate: nil, waitingIn: r.maybe { $0.text() })]
        }
        report.race = maybe { r in
            DataRace(
                pairs: r.int(1...3),
                accesses: [
                    .init(tid: 3, line: r.int(1...90), write: true, site: r.next(), words: "write\u{1F}" + r.text()),
                    .init(tid: 4, line: r.int(1...90), write: r.coin(), site: r.next(), words: r.text()),
                ])
        }
        report.raceContexts = maybe { $0.int(0...4096) }
        report.clockEarly = maybe { $0.coin() }
        report.finishedByDefault = maybe { $0.coin() }
        report.defaults = maybe { r in (0..<count).map { _ in r.int(0...5) } }
        report.seed = maybe { $0.next() }
        report.steps = maybe { r in (0..<count).map { _ in r.step() } }
        report.written = maybe { r in (0..<r.int(0...3)).map { _ in [r.int(0...40), r.int(-9...9)] } }
        report.runtime = maybe { r in (0..<r.int(0...3)).map { _ in r.int(0...40) } }
        return report
    }
}
