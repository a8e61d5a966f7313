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

    /// Every sentence a demo's child writes when a token does not fit, as it writes it.
    var childSentences: [String] {
        [
            en(.mismatchTooFewAtGates, 3, 7, 2, en(.mismatchMadeForDemo)),
            en(.mismatchEndedBefore, 4, en(.mismatchMadeForDemo)),
            en(.mismatchNoTimer, 5, en(.mismatchMadeForDemo)),
            en(.mismatchDemoTime, 2, 9, en(.mismatchMadeForDemo)),
            en(.mismatchNoClockStep, 2, 9),
            en(.mismatchCannotReadFollow, "/tmp/learn-follow-1", "The file doesn’t exist."),
            en(.mismatchFollowEnded, 6, "1:write count"),
            en(.mismatchFollowNoThread, "1:write count", 6),
        ]
    }

    @Test("a token's mismatch is said in Korean by its shape, its numbers kept; English as it came")
    func mismatchInKorean() throws {
        for sentence in childSentences {
            let korean = ScheduleMismatch.said(sentence, in: ko)
            #expect(korean != sentence && !EnglishLeaks.leaks(korean), "\(sentence) → \(korean)")
            #expect(ScheduleMismatch.said(sentence, in: en) == sentence)
        }
        #expect(
            ScheduleMismatch.said(childSentences[0], in: ko)
                == "token은 gate 7에서 gate에 멈춘 스레드 중 3번째를 고르지만, gate에 멈춘 스레드는 2개뿐입니다: 다른 데모, variant 또는 파라미터로 만든 token입니다")
        #expect(
            ScheduleMismatch.said(childSentences[6], in: ko) == "자유 실행의 gate 6(`1:write count`)에 이르기 전에 실행이 끝났습니다")
        // a sentence of no known shape is shown as it came
        #expect(ScheduleMismatch.said("something else happened", in: ko) == "something else happened")
    }

    /// The words the demo child writes are the English catalogue's: the sentence a token of
    /// another demo gives, written by the child the way it always was.
    @Test func theChildsEnglishIsTheCataloguesWords() {
        #expect(
            childSentences[0]
                == "the token chooses thread 3 of those at gates at gate 7, but only 2 stand at one: the token was made for another demo, variant or parameters"
        )
        #expect(
            childSentences[4]
                == "the token chooses thread 2 at gate 9, but every thread there waits for demo time, and the token has no clock step (`0`): it was made before learn kept demo time under the scheduler. Explore or record the run again for a token of this version."
        )
    }

    /// A played file's tracer writes its mismatch in C: its sentence has the catalogue's shape.
    @Test func theTracersSentenceHasTheCataloguesShape() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: root.appendingPathComponent("Sources/LearnPlay/Support/tracer_sched_loop.c"), encoding: .utf8)
        guard let literal = source.firstMatch(of: /"(the token chooses thread %d[^"]*)"/)?.1 else {
            Issue.record("the tracer writes no such sentence")
            return
        }
        var sentence = String(literal)
        for n in ["3", "5", "1"] { sentence = sentence.replacing("%d", with: n, maxReplacements: 1) }
        #expect(
            ScheduleMismatch.said(sentence, in: ko)
                == "token은 gate 5에서 gate에 멈춘 스레드 중 3번째를 고르지만, gate에 멈춘 스레드는 1개뿐입니다: 다른 프로그램으로 만든 token입니다")
    }

    @Test("where a thread stood when nothing could go on, in Korean; in English as the child says it")
    func stuckInKorean() {
        var stand = ThreadStand(
            number: 2, tid: 10, isMain: false, state: .blocked,
            gate: GateArrival(label: "locks audit", value: nil, kind: .fine, file: "main.swift", line: 11),
            waitingIn: "a lock, semaphore or queue wait (futex)", name: "T1")
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
