// The judge of `continuations`: the exercise's own code, compiled beside your file (you do not edit
// it). It owns the server and its mirrors, picks at run time how many calls, which of them fail,
// how many mirrors answer each one and whether one answers before `fetch` returns, and makes up
// each record and each error from the system's generator (no constant can guess them). Every call
// runs in a task on one thread of the judge's, so a call that holds its thread stops the others.
// The server answers once every call has fetched, one call at a time, each after the one before
// has returned; each mirror answers on a thread of its own, with nothing of the judge's ordering
// the mirrors. What tells of a wrong move (a wrong answer, a call that never returns, a held
// thread) is sent to learn the moment it is known, not kept where the learner's file could reach.
import Foundation

/// The server's error: only the server makes one.
struct FetchError: Swift.Error, Swift.Sendable {  // shared with the learner's file
    fileprivate let code: Swift.UInt64
}

/// A server with a callback API.
final class Server: Swift.Sendable {  // shared with the learner's file
    fileprivate init() {}

    /// Asks the record's mirrors for record `id`, and returns at once. Each mirror that answers
    /// calls `completion` once, on a thread of its own, maybe at the same time as another; one may
    /// answer before `fetch` returns. Their answers agree: the record, or the server's error.
    func fetch(_ id: Swift.Int, completion: @escaping @Sendable (Swift.Result<Swift.Int, FetchError>) -> Swift.Void) {
        guard plans.indices.contains(id) else { return }
        // A mirror that answers at once answers on the caller's thread, before `fetch` returns.
        if plans[id].atOnce { Judge.span("answer") { completion(plans[id].answer) } }
        ledger.arrived(id, completion)
    }
}

/// One call: what the server answers, and how.
private struct Plan: Swift.Sendable {
    let answer: Swift.Result<Swift.Int, FetchError>
    let mirrors: Swift.Int  // answers in all, the one at once included
    let atOnce: Swift.Bool
    var fails: Swift.Bool { if case .failure = answer { true } else { false } }
}

/// What the judge saw of the calls, under one lock of its own (never held while a mirror answers).
private final class Ledger: @unchecked Swift.Sendable {
    private let lock = Foundation.NSLock()
    private var completions: [Swift.Int: @Sendable (Swift.Result<Swift.Int, FetchError>) -> Swift.Void] = [:]
    private var released = Swift.Set<Swift.Int>()
    private var returnedCalls = Swift.Set<Swift.Int>()
    private var wrong = 0
    private var begun = Swift.Set<Swift.Int>()  // the calls that fetched, or returned without
    let everyCall = Dispatch.DispatchSemaphore(value: 0)
    let returns = (0..<plans.count).map { _ in Dispatch.DispatchSemaphore(value: 0) }

    /// The calls that have neither fetched nor returned.
    var notBegun: Swift.Int { lock.withLock { plans.count - begun.count } }

    /// Notes that call `id` has begun: the last one to begin lets the judge go on.
    private func began(_ id: Swift.Int) {  // under `lock`
        if begun.insert(id).inserted && begun.count == plans.count { everyCall.signal() }
    }

    func arrived(_ id: Swift.Int, _ completion: @escaping @Sendable (Swift.Result<Swift.Int, FetchError>) -> Swift.Void) {
        lock.lock()
        let first = completions[id] == nil
        if first { completions[id] = completion }
        began(id)
        let answerNow = first && released.contains(id)
        lock.unlock()
        if answerNow { answer(id, completion) }
    }

    /// The server answers `id` now, or as soon as it is fetched.
    func release(_ id: Swift.Int) {
        lock.lock()
        released.insert(id)
        let completion = completions[id]
        lock.unlock()
        if let completion { answer(id, completion) }
    }

    /// The mirrors that have not answered yet answer, each on a thread of its own.
    private func answer(_ id: Swift.Int, _ completion: @escaping @Sendable (Swift.Result<Swift.Int, FetchError>) -> Swift.Void) {
        let plan = plans[id]
        for _ in 0..<(plan.mirrors - (plan.atOnce ? 1 : 0)) {
            Foundation.Thread {
                Judge.pause("mirror")
                Judge.span("answer") { completion(plan.answer) }
            }.start()
        }
    }

    /// A call returned: right when it is the server's answer, the record or the very error.
    func returned(_ id: Swift.Int, _ result: Swift.Result<Swift.Int, any Swift.Error>) {
        let right =
            switch (plans[id].answer, result) {
            case (.success(let owed), .success(let got)): owed == got
            case (.failure(let owed), .failure(let got)): (got as? FetchError)?.code == owed.code
            default: false
            }
        lock.lock()
        returnedCalls.insert(id)
        began(id)
        if !right { wrong += 1 }
        let (count, wrongCount) = (returnedCalls.count, wrong)
        lock.unlock()
        Judge.value("returned", count)
        if !right {
            Judge.value("wrong-call", id)
            Judge.value("wrong", wrongCount)
        }
        returns[id].signal()
    }
}

// The records and the errors, from the system's generator (not the run's seeded inputs).
private func secret() -> Swift.UInt64 { Swift.UInt64.random(in: 1...Swift.UInt64(Swift.Int64.max)) }

private let calls = Judge.pick("calls", in: 3...5)
private let failing = Judge.pick("failing", in: 0...calls - 1)  // one call fails in every run
private let plans: [Plan] = (0..<calls).map { id in
    let fails = id == failing || Judge.pick("fails", in: 0...2) == 0
    let answer: Swift.Result<Swift.Int, FetchError> = fails ? .failure(FetchError(code: secret())) : .success(Swift.Int(secret()))
    // One call that succeeds has two mirrors or three, on threads of their own, in every run.
    if id == (failing + 1) % calls { return Plan(answer: .success(Swift.Int(secret())), mirrors: Judge.pick("mirrors", in: 2...3), atOnce: false) }
    return Plan(answer: answer, mirrors: Judge.pick("mirrors", in: 1...3), atOnce: Judge.pick("at-once", in: 0...1) == 1)
}
private let ledger = Ledger()
private let server = Server()
private let order = (0..<calls).map { ($0, Judge.pick("turn", in: 0...99)) }.sorted { $0.1 < $1.1 }.map(\.0)
private let thread = Judge.Thread()
Judge.value("wrong", 0)
Judge.value("returned", 0)
Judge.value("held", 0)
for id in 0..<calls {
    Swift.Task(executorPreference: thread) {
        Judge.pause("call")
        let result: Swift.Result<Swift.Int, any Swift.Error>
        do { result = .success(try await record(id, from: server)) } catch { result = .failure(error) }
        ledger.returned(id, result)
    }
}
// The calls wait for the server together: every one has fetched (or returned) within five seconds
// (a busy machine's), unless a call holds the one thread they share.
if Judge.patient({ ledger.everyCall.wait(timeout: .now() + 5) }) == .timedOut {
    Judge.value("not-begun", ledger.notBegun)
    Judge.value("held", 1)
    for id in order { ledger.release(id) }
    for id in order { _ = Judge.patient({ ledger.returns[id].wait(timeout: .now() + 5) }) }
} else {
    // One answer at a time; a call that has not returned five seconds (a busy machine's) after its
    // answer never will.
    for id in order {
        Judge.pause("answer")
        ledger.release(id)
        if Judge.patient({ ledger.returns[id].wait(timeout: .now() + 5) }) == .timedOut {
            let kind = plans[id].fails ? "lost-error" : "lost-record"
            Judge.value(kind + "-call", id)
            Judge.value(kind, 1)
        }
    }
}
Judge.value("came-back", 1)
