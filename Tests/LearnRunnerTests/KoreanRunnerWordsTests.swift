import Foundation
import LearnLanguage
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnRunner

/// What the runner says of a run in Korean, where the words come from a child process in
/// English (a token that did not fit, where the threads stood when nothing could go on) or from
/// the runner itself (a pipe past its bound): the facts the same, the words Korean, the English
/// exactly what it was.
@Suite struct KoreanRunnerWordsTests {
    let en = Catalogue(.en), ko = Catalogue(.ko)

    /// Every fact a child (a demo's scheduler, a played program's tracer) sends when a token does not fit.
    var childFacts: [ScheduleMismatch] {
        [
            .tooFewAtGates(rank: 3, gate: 7, standing: 2, .demo), .endedBefore(gate: 4, .program), .noTimer(gate: 5, .demo),
            .demoTime(rank: 2, gate: 9, .demo), .noClockStep(rank: 2, gate: 9), .seedToken(.demo),
            .cannotReadFollow(file: "/tmp/learn-follow-1", problem: "The file doesn’t exist."),
            .followEnded(gate: 6, key: "1:write count"), .followNoThread(key: "1:write count", gate: 6),
        ]
    }

    @Test("a token's mismatch is sent as a fact and said from the catalogue in each language")
    func mismatchInKorean() throws {
        for fact in childFacts {
            #expect(ScheduleMismatch(wire: fact.wire) == fact)
            let korean = ScheduleMismatch.said(fact.wire, in: ko)
            #expect(!EnglishLeaks.leaks(korean), "\(fact) → \(korean)")
            #expect(korean != ScheduleMismatch.said(fact.wire, in: en))
        }
        #expect(
            ScheduleMismatch.said(childFacts[0].wire, in: ko)
                == "token은 gate 7에서 gate에 멈춘 스레드 중 3번째를 고르지만, gate에 멈춘 스레드는 2개뿐입니다: 다른 데모, variant 또는 파라미터로 만든 token입니다")
        #expect(
            ScheduleMismatch.said(childFacts[0].wire, in: en)
                == "the token chooses thread 3 of those at gates at gate 7, but only 2 stand at one: the token was made for another demo, variant or parameters"
        )
        #expect(
            ScheduleMismatch.said(childFacts[1].wire, in: en)
                == "the run ended before the token's gate 4: the token was made for another program")
        // in explore, the token is a prefix of a run of this very program: the run went otherwise
        #expect(
            ScheduleMismatch(wire: childFacts[1].wire).words(en, explored: true)
                == "the run ended before the token's gate 4: this run went otherwise there than the run its schedule was taken from")
        #expect(
            ScheduleMismatch.said(childFacts[7].wire, in: ko) == "자유 실행의 gate 6(`1:write count`)에 이르기 전에 실행이 끝났습니다")
        // a fact this learn cannot read is shown as it came
        #expect(ScheduleMismatch.said("something else happened", in: ko) == "something else happened")
        #expect(ScheduleMismatch(wire: "ended-before\u{1F}x\u{1F}program") == .unknown("ended-before\u{1F}x\u{1F}program"))
    }

    /// A played file's tracer writes its mismatches in C: each is a fact learn reads.
    @Test func theTracersMismatchesAreFactsLearnReads() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: root.appendingPathComponent("Sources/LearnPlay/Support/tracer_sched_loop.c"), encoding: .utf8)
        let formats = source.matches(of: /snprintf\(mismatch, sizeof mismatch, ((?:"[^"]*"|\s|US)+),/).map { String($0.1) }
        #expect(formats.count == 3)
        for format in formats {
            var wire = format.replacing(/"\s*US\s*"/, with: "\u{1F}").replacing("\"", with: "")
            wire = wire.replacing("%d", with: "3")
            guard case .unknown = ScheduleMismatch(wire: wire) else { continue }
            Issue.record("learn cannot read the tracer's mismatch \(format)")
        }
    }

    @Test("where a thread stood when nothing could go on, from the child's facts, in each language")
    func stuckInKorean() {
        var gate = GateArrival(label: GateFact.lock("audit").wire, value: nil, kind: .fine, file: "main.swift", line: 11)
        gate.sites = [0x40]
        var stand = ThreadStand(
            number: 2, tid: 10, isMain: false, state: .blocked, gate: gate,
            waitingIn: "futex", name: "T1")
        #expect(stand.stuckSentence() == "T1 waits in a lock, semaphore or queue wait (futex) after `locks audit`")
        #expect(stand.stuckSentence(ko) == "T1: lock·세마포어·큐 대기(futex)에서 기다리는 중 (지난 gate: `audit 잠금`)")
        stand.name = nil
        stand.waitingIn = nil
        stand.gate = nil
        #expect(stand.stuckSentence() == "thread 2 waits")
        #expect(stand.stuckSentence(ko) == "스레드 2: 기다리는 중")
    }

    @Test("a pipe past its bound, said of the program or the demo in the run's language")
    func pipeBoundsInKorean() throws {
        var trace = PipeBound(pipe: .trace, countsLines: true)
        let long = [UInt8](repeating: 65, count: PipeBound.maxLineBytes + 1)
        let overflow = try #require(long.withUnsafeBytes { trace.count($0) })
        #expect(
            overflow.sentence(.program, words: en)
                == "your program wrote a line of over 1048576 bytes to learn's trace pipe (its fd 3); the run was stopped")
        #expect(overflow.sentence(.program, words: ko) == "여러분의 프로그램 프로세스가 learn의 trace 파이프(fd 3)에 1048576바이트가 넘는 줄을 써서 실행을 멈췄습니다")
        #expect(
            PipeBound.Overflow.tooMuch(.output).sentence(.demo, words: en)
                == "the demo wrote over 1 GB to its standard output and error; the run was stopped")
        #expect(PipeBound.Overflow.tooMuch(.output).sentence(.demo, words: ko) == "데모 프로세스가 표준 출력과 표준 에러에 1 GB 넘게 써서 실행을 멈췄습니다")
    }
}
