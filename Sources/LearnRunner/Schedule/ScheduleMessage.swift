import Foundation
import LearnLanguage
import LearnTrace

/// How a run is scheduled: by the real scheduler (nil), by the learner, or by a token.
package enum ScheduleMode: Sendable, Equatable {
    /// Every gate stops its thread; the learner says which goes on.
    case step
    /// The threads pass their gates as the token says: a long token's choices, then the real
    /// scheduler finishes the run; a short token's, the default rule between and after its
    /// deviations to the run's end; a seed's, drawn again.
    case replay(ScheduleToken)
    /// Follows `prefix`, then the default rule (``ScheduleToken``), and reports where it could have chosen.
    case explore(prefix: ScheduleToken?)
    /// Nobody stops, but fine-grained gates are recorded, so the trace gives a token.
    case record
    /// The threads pass their gates in the order of a free run's gate events (the
    /// file holds one ``GateKey`` a line): how a recorded run's token is made.
    case follow(path: String)

    /// The word the child reads from ``ScheduleMessage/modeVariable``.
    package var word: String {
        switch self {
        case .step: "step"
        case .replay(let token): "replay:\(token)"
        case .explore(let prefix): "explore:\(prefix.map(String.init(describing:)) ?? "")"
        case .record: "record"
        case .follow(let path): "follow:\(path)"
        }
    }

    /// The longest token the child reads from its word: a search's prefix, in the long form, may
    /// be longer than a token anyone types (the environment holds up to 128 KB).
    static let wordLength = 1 << 17

    package init?(word: String) {
        let parts = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let rest = parts.count > 1 ? parts[1] : ""
        switch parts[0] {
        case "step": self = .step
        case "record": self = .record
        case "replay":
            guard let token = ScheduleToken(parsing: rest, maxLength: Self.wordLength) else { return nil }
            self = .replay(token)
        case "explore": self = .explore(prefix: rest.isEmpty ? nil : ScheduleToken(parsing: rest, maxLength: Self.wordLength))
        case "follow": self = .follow(path: rest)
        default: return nil
        }
    }
}

/// A question to the learner: these threads stand here; which goes on?
package struct ScheduleDecision: Sendable, Codable, Equatable {
    /// How many gates have been passed so far.
    package var step: Int
    package var threads: [ThreadStand]

    package init(step: Int, threads: [ThreadStand]) {
        self.step = step
        self.threads = threads
    }

    /// The numbers of the threads that can go on.
    package var choices: [Int] { threads.filter { $0.state == .atGate }.map(\.number) }
}

/// Where a run could have chosen differently (reported in explore mode).
package struct BranchPoint: Sendable, Codable, Equatable {
    /// How many gates had been passed when the choice was made.
    package var position: Int
    package var enabled: [Int]
    package var chosen: Int

    package init(position: Int, enabled: [Int], chosen: Int) {
        self.position = position
        self.enabled = enabled
        self.chosen = chosen
    }
}

/// How the child's scheduling ended, sent once at the end.
package struct ScheduleReport: Sendable, Codable, Equatable {
    /// The thread of every gate passed while gates were on.
    package var choices: [Int]
    /// Gates passed in order, as `thread:summary` (what replay determinism compares).
    package var gates: [String]
    /// Explore mode: where another thread could have gone instead.
    package var branches: [BranchPoint]
    /// When no thread could go on: one sentence per thread, said by the parent from ``stuck``; from
    /// the child, a code (``noThreadCanGoOn``, ``noDemoThread``).
    package var deadlock: [String]?
    /// The child's deadlock code when threads stood still (``stuck`` says where).
    package static let noThreadCanGoOn = "no-thread-can-go-on"
    /// The child's deadlock code when no demo thread reached a gate and none is running.
    package static let noDemoThread = "no-demo-thread"
    /// When a replayed token did not fit the run (another demo, variant or parameters).
    package var mismatch: String?
    /// True when the learner (or the token's end) let the real scheduler finish the run.
    package var wentAuto: Bool
    /// When no thread could go on: where each stood (the parent names them as the log does).
    package var stuck: [ThreadStand]?
    /// The run's first data race (happens-before, `Support/tracer_race.c`), when it had one.
    package var race: DataRace?
    /// Set when the race detector ran out of contexts (blocks and threads): only the first this many were judged.
    package var raceContexts: Int?
    /// True when the schedule moved a played program's clock while a thread could still go on (a
    /// token's `0` at a choice): what it showed needed a thread slower than a timer, which a real run
    /// may never have. It can break a check of every run, but it shows nothing a check of one run
    /// needs (``ExerciseVerifier``).
    package var clockEarly: Bool?
    /// True when, in a played program's step mode, the learner said `auto` and learn's scheduler
    /// finished the run (the thread that ran went on at each gate), so its token replays it whole.
    package var finishedByDefault: Bool?
    /// What the default rule (``ScheduleToken``) would have chosen at each of ``choices``: the
    /// choices that differ are the run's short token. Nil from a scheduler that does not say.
    package var defaults: [Int]?
    /// A played program's random schedule (``ScheduleToken/Form/seed``): the seed it drew from.
    package var seed: UInt64?
    /// A played program's run as a story, one step per choice (``InterleavingStory``); nil from a
    /// scheduler that does not tell it.
    package var steps: [Step]?
    /// What a write step left in memory, `[step, value]`, told at its thread's next gate.
    package var written: [[Int]]?
    /// The steps in which the thread let go handed work to the Swift task runtime at no gate of
    /// its own (made a task, queued a job, resumed a continuation, completed a task, ended an
    /// actor's job); nil when the tracer did not watch the runtime (``ScheduleExplorer``'s
    /// reduction then searches a program of tasks whole).
    package var runtime: [Int]?

    package init(
        choices: [Int], gates: [String], branches: [BranchPoint], deadlock: [String]?, mismatch: String?, wentAuto: Bool,
        stuck: [ThreadStand]? = nil
    ) {
        self.stuck = stuck
        self.choices = choices
        self.gates = gates
        self.branches = branches
        self.deadlock = deadlock
        self.mismatch = mismatch
        self.wentAuto = wentAuto
    }

    /// True when one of the program's timed waits timed out in this run (a `timeout` gate passed):
    /// the clock reached its deadline, which a free run, whose waits are signalled in real time,
    /// may never do (``ExerciseVerifier``: such a run witnesses no check of some runs).
    package var timedOut: Bool {
        // Read for every run of a verify, every time its checks are decided: only a gate whose
        // fact begins `timeout␟` is parsed.
        gates.contains { gate in
            guard let colon = gate.utf8.firstIndex(of: UInt8(ascii: ":")),
                gate.utf8[gate.utf8.index(after: colon)...].starts(with: Self.timeoutCode)
            else { return false }
            if case .timeout = Self.fact(ofPassed: gate) { return true }
            return false
        }
    }

    /// A timeout's wire code and its separator, as ``GateFact`` writes them (``timedOut``).
    private static let timeoutCode = Array("timeout\(GateFact.separator)".utf8)

    /// A gate of ``gates`` (`THREAD:FACT`) as a learner's program's fact; nil for a demo's gate.
    package static func fact(ofPassed gate: String) -> GateFact? {
        let wire = String(gate.drop { $0 != ":" }.dropFirst())
        guard wire.contains(GateFact.separator) || ["atomic", "join", "sleep-again", "task-step"].contains(wire) else { return nil }
        return GateFact(wire: wire)
    }

    /// The token that replays the run: its seed, when it drew its choices from one; else the
    /// choices that differ from the default rule; nil when it made no choice.
    package var token: ScheduleToken? {
        if let seed { return ScheduleToken(form: .seed(seed)) }
        guard !choices.isEmpty else { return nil }
        if let defaults, defaults.count == choices.count { return ScheduleToken(choices: choices, defaults: defaults) }
        return ScheduleToken(choices: choices)
    }

    /// True when the run followed `token`: made its choices (a long token's, exactly), its
    /// deviations from the default rule, or drew from its seed.
    package func followed(_ token: ScheduleToken) -> Bool {
        switch token.form {
        case .choices(let given): choices == given
        case .deviations: self.token == token || (token == ScheduleToken(form: .deviations([])) && self.token == nil)
        case .seed(let given): seed == given
        }
    }
}

/// The control channel's lines: child → parent `D json` (a decision) and
/// `Z json` (the report); parent → child `go N` and `auto`.
package enum ScheduleMessage {
    /// The environment variable carrying ``ScheduleMode/word``.
    package static let modeVariable = "LEARN_SCHEDULE"
    /// The environment variable naming the child's end of the control socket.
    package static let controlVariable = "LEARN_CONTROL_FD"
    /// The steps profile's "coarse gates go on by themselves" switch.
    package static let coarseVariable = "LEARN_SCHEDULE_FINE_ONLY"
    /// How long a settled run with nobody at a gate may stay so before it is a deadlock.
    package static let deadlockSeconds = 0.5

    /// One line: the tag, a space, `value` as JSON. Throws when the value cannot be encoded
    /// (the caller says so: a `{}` in its place would read as a message that says nothing).
    package static func line<T: Encodable>(_ tag: Character, _ value: T) throws -> String {
        let data = try JSONEncoder().encode(value)
        return "\(tag) " + String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The message in `text` (JSON), its strings' control characters made visible first: a
    /// child's gates name its queues and variables, which its program chose (``visibleEscapes(_:)``).
    static func decode<T: Decodable>(_ type: T.Type, _ text: Substring) -> T? {
        try? JSONDecoder().decode(type, from: Data(visibleEscapes(text).utf8))
    }

    /// `json` with each escaped control character in its strings (`\u001b`, `\b`, `\f`, `\r`;
    /// tab and newline kept) written in caret notation (``VisibleText``), so what it decodes to
    /// cannot drive a terminal. U+001F is kept: it separates a fact's parts (``GateFact``), and the
    /// child writes any U+001F of the program's own texts as `^_`; a fact's parts are shown as
    /// visible text (``GateFact/words(_:)``).
    static func visibleEscapes(_ json: Substring) -> String {
        guard json.contains("\\") else { return String(json) }
        var out = ""
        var rest = json[...]
        while let slash = rest.firstIndex(of: "\\") {
            out += rest[..<slash]
            let after = rest[rest.index(after: slash)...]
            guard let kind = after.first else { return out + "\\" }
            var control: Unicode.Scalar?
            var length = 1
            switch kind {
            case "b": control = "\u{08}"
            case "f": control = "\u{0C}"
            case "r": control = "\r"
            case "u":
                let hex = after.dropFirst().prefix(4)
                if hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value), VisibleText.isControl(scalar),
                    scalar != "\u{1F}"
                {
                    control = scalar
                    length = 5
                }
            default: break
            }
            if let control {
                out += VisibleText.escape(String(control)).replacingOccurrences(of: "\\", with: "\\\\")
                rest = after.dropFirst(length)
            } else {
                out += "\\" + String(kind)
                rest = after.dropFirst()
            }
        }
        return out + rest
    }
}
