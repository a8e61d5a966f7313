import Foundation
import LearnLanguage
import LearnLessons
import LearnRunner
import LearnTrace
import Synchronization

/// Step mode on a page: the terminal's `--step`, with buttons. The runner stops each demo
/// thread at its gates as `--step` does (``ScheduleMode/step``); at each decision this console
/// sends the page where every thread stands (a waiting thread is a button with its gate and
/// line, a blocked one says what it waits in) and waits until the page says which goes on
/// (``give(_:)``, from `/step`). The page gone, or the classroom closing, stops the run.
final class PageScheduleConsole: ScheduleConsole, Sendable {
    let language: Language
    let send: @Sendable (ClassroomRun.Message) -> Void
    let stopped: @Sendable () -> Bool
    private let answers = Mutex<[ScheduleAnswer]>([])
    private let arrived = DispatchSemaphore(value: 0)

    init(language: Language, send: @escaping @Sendable (ClassroomRun.Message) -> Void, stopped: @escaping @Sendable () -> Bool) {
        self.language = language
        self.send = send
        self.stopped = stopped
    }

    /// The page's answer: a thread's number, `auto`, or `stop`.
    func give(_ answer: ScheduleAnswer) {
        answers.withLock { $0.append(answer) }
        arrived.signal()
    }

    func decide(_ decision: ScheduleDecision) -> ScheduleAnswer {
        send(.decision(Self.html(decision, Catalogue(language))))
        while true {
            if arrived.wait(timeout: .now() + .milliseconds(200)) == .timedOut {
                if stopped() { return .stop }
                continue
            }
            guard let answer = answers.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { continue }
            // a number that is not a waiting thread's (a click on an old decision) is not an answer
            if case .go(let n) = answer, !decision.choices.contains(n) { continue }
            return answer
        }
    }

    /// The run's end as the terminal's `--step` says it: its replay token, or why there is none.
    func ended(_ result: RunResult) {
        let lines = result.steppedEnding(Catalogue(language))
        send(.stepped(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")))
    }

    /// One decision as HTML: a row per thread, named as the lanes name it; a waiting thread's
    /// name is the button that lets it pass its gate. Every text is escaped.
    static func html(_ decision: ScheduleDecision, _ say: Catalogue) -> String {
        var out = "<p class=\"gate\">\(HTMLText.escape(say(.serveStepHeading, decision.step + 1)))</p><ul class=\"threads\">"
        for stand in decision.threads {
            let name = HTMLText.escape(stand.isMain ? "main" : stand.name ?? say(.gateNewThread))
            switch stand.state {
            case .atGate:
                var place = stand.gate.map { say(.gateAt, $0.summary) } ?? say(.gateAtAGate)
                if let gate = stand.gate, gate.line > 0, let where_ = SourceRegions.place(fileID: gate.file, line: Int(gate.line)) {
                    place += "  (" + say(.gatePlace, where_.line, where_.region) + ")"
                }
                out += "<li><button type=\"button\" class=\"thread\" data-choice=\"\(stand.number)\">\(name)</button> "
                out += "\(HTMLText.escape(place))</li>"
            case .blocked:
                let waits = stand.waitingIn.map { say(.gateWaitsIn, ThreadStand.waitWords($0, say)) } ?? ""
                let after = stand.gate.map { say(.gateAfter, $0.summary) } ?? ""
                out +=
                    "<li class=\"blocked\"><span class=\"thread\">\(name)</span> \(HTMLText.escape(say(.gateBlocked) + waits + after))</li>"
            case .lockedOut:
                let place = say(.gateLockedOut, stand.gate?.summary ?? "")
                out += "<li class=\"blocked\"><span class=\"thread\">\(name)</span> \(HTMLText.escape(place))</li>"
            }
        }
        out += "</ul><p><button type=\"button\" class=\"auto\" data-choice=\"auto\">\(HTMLText.escape(say(.serveStepAuto)))</button></p>"
        return out
    }
}
