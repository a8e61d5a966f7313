import LearnLanguage
import LearnTrace

/// Why a replay token did not fit its run, as a fact: the child process (a demo's GateScheduler,
/// a played program's tracer) sends its wire form in ``ScheduleReport/mismatch`` (a code, then
/// each argument after a U+001F, as ``GateFact`` does), and learn says it in the learner's
/// language where it is shown (``words(_:)``). No part of learn reads the sentence back.
package enum ScheduleMismatch: WireForm, Sendable, Equatable {
    /// What the token was made for, as the run tells: another demo (variant, parameters) or program.
    package enum Maker: String, Sendable {
        case demo, program
    }

    /// The token names a thread by its rank at gate `gate`, but only `standing` stand at one.
    case tooFewAtGates(rank: Int, gate: Int, standing: Int, Maker)
    /// The run ended before the token's gate `gate`.
    case endedBefore(gate: Int, Maker)
    /// The token fires the clock at gate `gate`, where no timer is set.
    case noTimer(gate: Int, Maker)
    /// A random schedule's seed given to a demo, which draws from none.
    case seedToken(Maker)
    /// The token chooses a thread at gate `gate`, where every thread waits for demo time.
    case demoTime(rank: Int, gate: Int, Maker)
    /// As ``demoTime``, and the token has no clock step: it is older than demo time under the scheduler.
    case noClockStep(rank: Int, gate: Int)
    /// The free run's gates (a recorded run's token) could not be read from `file`.
    case cannotReadFollow(file: String, problem: String)
    /// The run ended before the free run's gate `gate` (`key`).
    case followEnded(gate: Int, key: String)
    /// No thread stood at the free run's gate `gate` (`key`).
    case followNoThread(key: String, gate: Int)
    /// A wire form this learn cannot read: shown as it came.
    case unknown(String)

    package var parts: [String] {
        switch self {
        case .tooFewAtGates(let rank, let gate, let standing, let maker):
            ["too-few-at-gates", "\(rank)", "\(gate)", "\(standing)", maker.rawValue]
        case .endedBefore(let gate, let maker): ["ended-before", "\(gate)", maker.rawValue]
        case .noTimer(let gate, let maker): ["no-timer", "\(gate)", maker.rawValue]
        case .seedToken(let maker): ["seed-token", maker.rawValue]
        case .demoTime(let rank, let gate, let maker): ["demo-time", "\(rank)", "\(gate)", maker.rawValue]
        case .noClockStep(let rank, let gate): ["no-clock-step", "\(rank)", "\(gate)"]
        case .cannotReadFollow(let file, let problem): ["cannot-read-follow", file, problem]
        case .followEnded(let gate, let key): ["follow-ended", "\(gate)", key]
        case .followNoThread(let key, let gate): ["follow-no-thread", key, "\(gate)"]
        case .unknown(let text): [text]
        }
    }

    package var unread: String? {
        if case .unknown(let text) = self { text } else { nil }
    }

    package init(unread text: String) { self = .unknown(text) }

    package init?(parts p: [String]) {
        let n = p.map { Int($0) }
        let maker = p.last.flatMap(Maker.init(rawValue:))
        switch (p[0], p.count) {
        case ("too-few-at-gates", 5) where n[1] != nil && n[2] != nil && n[3] != nil && maker != nil:
            self = .tooFewAtGates(rank: n[1]!, gate: n[2]!, standing: n[3]!, maker!)
        case ("ended-before", 3) where n[1] != nil && maker != nil: self = .endedBefore(gate: n[1]!, maker!)
        case ("no-timer", 3) where n[1] != nil && maker != nil: self = .noTimer(gate: n[1]!, maker!)
        case ("seed-token", 2) where maker != nil: self = .seedToken(maker!)
        case ("demo-time", 4) where n[1] != nil && n[2] != nil && maker != nil: self = .demoTime(rank: n[1]!, gate: n[2]!, maker!)
        case ("no-clock-step", 3) where n[1] != nil && n[2] != nil: self = .noClockStep(rank: n[1]!, gate: n[2]!)
        case ("cannot-read-follow", 3): self = .cannotReadFollow(file: p[1], problem: p[2])
        case ("follow-ended", 3...) where n[1] != nil:
            self = .followEnded(gate: n[1]!, key: p[2...].joined(separator: String(GateFact.separator)))
        case ("follow-no-thread", 3...) where n[p.count - 1] != nil:
            self = .followNoThread(key: p[1..<(p.count - 1)].joined(separator: String(GateFact.separator)), gate: n[p.count - 1]!)
        default: return nil
        }
    }

    /// The sentence in `say`'s language. `explored`: the token was a prefix `explore` took from
    /// a run of this very program, so the run went otherwise, not the token's maker.
    package func words(_ say: Catalogue, explored: Bool = false) -> String {
        let made = { (maker: Maker) in
            say(explored ? .mismatchWentOtherwise : maker == .demo ? .mismatchMadeForDemo : .mismatchMadeForProgram)
        }
        return switch self {
        case .tooFewAtGates(let rank, let gate, let standing, let maker): say(.mismatchTooFewAtGates, rank, gate, standing, made(maker))
        case .endedBefore(let gate, let maker): say(.mismatchEndedBefore, gate, made(maker))
        case .noTimer(let gate, let maker): say(.mismatchNoTimer, gate, made(maker))
        case .seedToken(let maker): say(.mismatchSeedToken, made(maker))
        case .demoTime(let rank, let gate, let maker): say(.mismatchDemoTime, rank, gate, made(maker))
        case .noClockStep(let rank, let gate): say(.mismatchNoClockStep, rank, gate)
        case .cannotReadFollow(let file, let problem): say(.mismatchCannotReadFollow, file, problem)
        case .followEnded(let gate, let key): say(.mismatchFollowEnded, gate, key)
        case .followNoThread(let key, let gate): say(.mismatchFollowNoThread, key, gate)
        case .unknown(let text): text
        }
    }

    /// A report's mismatch (its wire form) in `words`' language.
    package static func said(_ wire: String, in words: Catalogue) -> String { ScheduleMismatch(wire: wire).words(words) }
}
