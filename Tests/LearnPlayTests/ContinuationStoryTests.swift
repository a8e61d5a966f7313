import Foundation
import LearnLanguage
import LearnTestSupport
import Testing

@testable import LearnPlay

/// A checked continuation resumed twice in a learner's own program is told at the learner's
/// lines, from the tracer's records of each `resume` (compiled and run traced, as `learn play`
/// runs it): which lines the resumes came from, on which threads, and the task that waited.
@Suite(.tags(.swiftc), .slow) struct ContinuationStoryTests {
    static func said(_ run: PlayRun) -> String { run.diagnosis.joined(separator: "\n") }

    /// The run crashed, and its story tells the resume at `line`, called from `first` and from
    /// `second`; and the task the first resume made ready, when the trace holds that enqueue.
    static func expectResumedTwice(
        _ run: PlayRun, at line: Int, from first: Int, and second: Int, waking task: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let said = Self.said(run)
        #expect(run.result.status.word == "crashed", sourceLocation: sourceLocation)
        #expect(
            said.contains("One checked continuation was resumed 2 times: at line \(line), called from line \(first) (on T"), "\(said)",
            sourceLocation: sourceLocation)
        #expect(said.contains("at line \(line), called from line \(second) (on T"), "\(said)", sourceLocation: sourceLocation)
        if said.contains("The first resume made") {
            #expect(said.contains("made task \(task) ready"), "\(said)", sourceLocation: sourceLocation)
        }
    }

    /// A completion handler a GCD queue calls twice.
    @Test func resumedTwiceFromAGCDCallback() throws {
        let run = try WaitDiagnosisTests.play(
            """
            import Foundation
            func fetch(completion: @escaping @Sendable (Int) -> Void) {
                DispatchQueue.global().async {
                    completion(1)
                    completion(2)
                }
            }
            func value() async -> Int {
                await withCheckedContinuation { continuation in
                    fetch { continuation.resume(returning: $0) }
                }
            }
            print(await value())
            try? await Task.sleep(nanoseconds: 500_000_000)
            """)
        Self.expectResumedTwice(run, at: 10, from: 4, and: 5, waking: 1)
        #expect(run.problem?.contains("One checked continuation was resumed 2 times") == true)
    }

    /// Two tasks race to resume the same continuation, held in a stored property.
    @Test func resumedTwiceFromTasksThroughAStoredProperty() throws {
        let run = try WaitDiagnosisTests.play(
            """
            import Foundation
            final class Deferred: @unchecked Sendable {
                var continuation: CheckedContinuation<Int, Never>?
                func complete(_ value: Int) {
                    continuation?.resume(returning: value)
                }
            }
            let deferred = Deferred()
            let waiter = Task {
                await withCheckedContinuation { deferred.continuation = $0 }
            }
            try? await Task.sleep(nanoseconds: 100_000_000)
            Task { deferred.complete(1) }
            try? await Task.sleep(nanoseconds: 100_000_000)
            Task { deferred.complete(2) }
            print(await waiter.value)
            try? await Task.sleep(nanoseconds: 500_000_000)
            """)
        Self.expectResumedTwice(run, at: 5, from: 13, and: 15, waking: 2)
    }

    /// Resumed once: nothing to tell, in a program that uses a continuation correctly.
    @Test func resumedOnceSaysNothing() throws {
        let run = try WaitDiagnosisTests.play(
            """
            import Foundation
            func value() async -> Int {
                await withCheckedContinuation { continuation in
                    DispatchQueue.global().async { continuation.resume(returning: 7) }
                }
            }
            print(await value())
            """)
        #expect(run.result.status == .finished)
        #expect(!Self.said(run).contains("continuation"), "\(Self.said(run))")
    }

    /// A failed path that drops the handler: the runtime's leak line is told with the task still
    /// suspended at the end and the line that made it; the program itself ends.
    @Test func aLeakedContinuationNamesTheTaskStillSuspended() throws {
        let run = try WaitDiagnosisTests.play(
            """
            import Foundation
            func fetch(fails: Bool, completion: @escaping @Sendable (Int) -> Void) {
                DispatchQueue.global().async {
                    guard !fails else { return }
                    completion(1)
                }
            }
            let waiter = Task {
                await withCheckedContinuation { continuation in
                    fetch(fails: true) { continuation.resume(returning: $0) }
                }
            }
            try? await Task.sleep(nanoseconds: 300_000_000)
            print("done")
            """)
        let said = Self.said(run)
        #expect(run.result.status == .finished)
        #expect(said.contains("A checked continuation was released without a resume"), "\(said)")
        #expect(said.contains("Still suspended when the run ended: task 2 (made at line 8)."), "\(said)")
    }

    /// A leak in a method: the runtime names the function (`value(fails:)`), learn the line of the
    /// continuation it made, read from the build's symbols and the file. Main waits on a group the
    /// block leaves only once it is released, with the continuation it held: no sleep to race.
    @Test func aLeakNamesTheLineThatMadeTheContinuation() throws {
        let run = try WaitDiagnosisTests.play(
            """
            import Foundation
            final class Loader: Sendable {
                let gate: DispatchGroup
                init(gate: DispatchGroup) { self.gate = gate }
                func load(fails: Bool, completion: @escaping @Sendable (Result<Int, any Error>) -> Void) {
                    DispatchQueue.global().async(group: gate) {
                        guard !fails else { return }
                        completion(.success(1))
                    }
                    gate.leave()
                }
                func value(fails: Bool) async throws -> Int {
                    try await withCheckedThrowingContinuation { continuation in
                        load(fails: fails) { continuation.resume(with: $0) }
                    }
                }
            }
            let gate = DispatchGroup()
            gate.enter()
            let waiter = Task.detached { try await Loader(gate: gate).value(fails: true) }
            gate.wait()
            print("done")
            """)
        let said = Self.said(run)
        #expect(said.contains("The checked continuation made at line 13 in `value(fails:)` was released without a resume"), "\(said)")
        #expect(said.contains("Still suspended when the run ended: task 1 (made at line 20)."), "\(said)")
    }

    /// The same leak awaited by the main task: the program hangs, and the watchdog's report says
    /// the continuation leaked, not only that nothing moved.
    @Test func aHangOnALeakedContinuationSaysSo() throws {
        let run = try WaitDiagnosisTests.play(
            """
            import Foundation
            func fetch(completion: @escaping @Sendable (Int) -> Void) {
                DispatchQueue.global().async { _ = completion }
            }
            let value = await withCheckedContinuation { continuation in
                fetch { continuation.resume(returning: $0) }
            }
            print(value)
            """)
        #expect(run.result.status.word == "timed-out")
        let problem = try #require(run.problem)
        #expect(problem.contains("A checked continuation was released without a resume"), "\(problem)")
    }

    @Test func inKorean() throws {
        let run = try WaitDiagnosisTests.play(
            """
            import Foundation
            func value() async -> Int {
                await withCheckedContinuation { continuation in
                    DispatchQueue.global().async {
                        continuation.resume(returning: 1)
                        continuation.resume(returning: 2)
                    }
                }
            }
            print(await value())
            try? await Task.sleep(nanoseconds: 500_000_000)
            """, language: .ko)
        let said = Self.said(run)
        #expect(said.contains("), 6번 줄 (T"), "\(said)")
        #expect(said.contains("checked continuation 하나가 2번 resume되었습니다: 5번 줄 (T"), "\(said)")
    }
}
