import Foundation
import LearnLanguage
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnPlay

/// Hangs, traps and undone work in a learner's own program are named for what they are,
/// at the learner's lines: compiled and run traced, as `learn play` runs them.
@Suite(.tags(.swiftc), .slow) struct WaitDiagnosisTests {
    static func play(_ text: String, language: Language = .en) throws -> PlayRun {
        try Playground.inNewFolder("wait-diagnosis", language: language) { playground, folder in
            playground.watchdog = 1
            return try playground.run(try playground.build(PlaySource(path: folder + "/program.swift", text: text)))
        }
    }

    @Test func aTwoQueueSyncIsADeadlockWithBothQueuesAndLines() throws {
        let run = try Self.play(
            """
            import Foundation
            let a = DispatchQueue(label: "queue.a")
            let b = DispatchQueue(label: "queue.b")
            let both = DispatchSemaphore(value: 0)
            a.async { usleep(50_000); b.sync { print("a in b") } }
            b.async { usleep(50_000); a.sync { print("b in a") } }
            both.wait()
            """)
        let problem = try #require(run.problem)
        // which worker is T1 depends on which block started first
        #expect(problem.contains("A deadlock: T"))
        #expect(problem.contains("(on `queue.a`) waits at line 5 in `sync` onto `queue.b`, which T"))
        #expect(problem.contains("(on `queue.b`) waits at line 6 in `sync` onto `queue.a`, which T"))
        #expect(problem.contains("main: blocked in `semaphore.wait()`"))
        #expect(!problem.contains("lost wake-up"))
        // Blocked threads are drawn as waiting and do not count as running.
        #expect(run.trace.peakParallelism <= 2)
        #expect(TraceViews.lanes(run.trace, options: .plain).contains("blocked: waiting in `sync` or `wait()`"))
    }

    /// A serial queue's block that calls `sync` onto its own queue, at line 4.
    static let syncOntoItsOwnQueue = """
        import Dispatch
        let q = DispatchQueue(label: "serial.q")
        q.sync {
            q.sync { print("inner") }
        }
        """

    @Test func syncOntoTheCurrentQueueIsExplained() throws {
        let run = try Self.play(Self.syncOntoItsOwnQueue)
        let problem = try #require(run.problem)
        #expect(problem.contains("main was blocked in `sync` onto `serial.q`"))
        #expect(problem.contains("main called `sync` onto `serial.q` at line 4 while already running on `serial.q`"))
    }

    @Test func inKoreanTheCallIsSaidInKorean() throws {
        let run = try Self.play(Self.syncOntoItsOwnQueue, language: .ko)
        let problem = try #require(run.problem)
        #expect(problem.contains("`serial.q`에 대한 `sync`에서 block됨"), "\(problem)")
        #expect(problem.contains("main이 이미 `serial.q`에서 실행 중인데 `serial.q`에 대한 `sync`(위치: 4번 줄)을(를) 호출했습니다"), "\(problem)")
        #expect(!problem.contains("onto"), "\(problem)")
    }

    @Test func aSemaphoreNobodySignalsIsALostWakeUp() throws {
        let run = try Self.play(
            """
            import Dispatch
            let sem = DispatchSemaphore(value: 0)
            var ready = false
            DispatchQueue.global().async { if ready { sem.signal() } }
            sem.wait()
            """)
        let problem = try #require(run.problem)
        #expect(problem.contains("A lost wake-up: main waits at line 5 in `semaphore.wait()`"))
        #expect(!problem.contains("deadlock"))
    }

    @Test func workQueuedOnMainThatNeverRanIsNamedWithItsLine() throws {
        let run = try Self.play(
            """
            import Dispatch
            DispatchQueue.main.async { print("on main") }
            print("end")
            """)
        #expect(run.result.status == .finished)
        #expect(run.diagnosis.contains { $0.hasPrefix("The block queued on main at line 2 never ran") })
    }

    /// Issue 39: main blocked in a wait on a group that holds a block queued on main is main
    /// waiting for itself, with both lines; not a lost wake-up, and not "add dispatchMain()".
    @Test func mainWaitingForItsOwnQueuesBlockIsSaidSoWithBothLines() throws {
        let run = try Self.play(
            """
            import Foundation
            let work = DispatchGroup()
            DispatchQueue.main.async(group: work) {
                print("never")
            }
            work.wait()
            print("unreached")
            """)
        let said = run.diagnosis.joined(separator: "\n")
        #expect(
            said.contains("main is blocked at line 6 in `group.wait()`, so the block queued on main at line 3 could not run"), "\(said)")
        #expect(!said.contains("lost wake-up") && !said.contains("End top-level code"), "\(said)")
    }
}
