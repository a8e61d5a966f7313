import Foundation
import LearnLanguage
import LearnRunner
import LearnTrace

/// What keeps a judged run's facts the judge's own (``PlaySupportSource/judgePrelude``,
/// `Support/tracer.c`): the tracer takes the judge's calls only from the prelude's gate functions
/// (their addresses, listed here once per build) and marks each fact with a key learn makes for
/// each run and the program cannot read. A fact without the run's key, or a call from elsewhere,
/// comes out as a ``forged`` mark; the prelude's last line as ``finished``.
package enum JudgeChannel {
    /// The mark of a judge's entry point called from outside the judge, or of a line written to
    /// the wire with a judge's label but not the run's key.
    package static let forged = "learn:forged"
    /// The mark of the judge's last line: the judge ran to its end.
    package static let finished = "learn:judge-finished"

    /// The tracer's marks before a label (`Support/tracer.c`): the judge's, the learner's own `trace` calls'.
    package static let judgeMark: Character = "\u{1e}"
    package static let learnerMark: Character = "\u{1f}"

    /// What the channel says of a judged run, read before the judge's view of it: a fact forged
    /// from outside the judge, or a judge that never reached its last line in a run that finished.
    package static func problem(of result: RunResult, words: Catalogue = Catalogue(.en)) -> String? {
        let marks = Set(result.trace.events.lazy.filter { $0.kind == .mark && $0.label.first == judgeMark }.map(\.label))
        if marks.contains(String(judgeMark) + forged) { return words(.judgeForged) }
        if result.status == .finished, !marks.contains(String(judgeMark) + finished) { return words(.judgeUnfinished) }
        return nil
    }

    /// True for the channel's own marks, which no view shows.
    package static func isChannelMark(_ label: String) -> Bool { label.hasPrefix("learn:") }

    /// A new key for one run: 24 letters, never seen by the program's own code.
    static func newKey() -> String {
        String((0..<24).map { _ in "abcdefghijklmnopqrstuvwxyz".randomElement()! })
    }

    /// A new token for one build's gate functions (`JudgeGate_TOKEN`): lowercase letters only, so
    /// it stays one word of the symbols' mangled names.
    static func newToken() -> String { newKey() }

    /// A line about the run for the learner, with the judge's key and both marks taken off its labels.
    static func plain(_ line: String, key: String) -> String {
        line.replacingOccurrences(of: String(judgeMark) + key, with: "").filter { $0 != judgeMark && $0 != learnerMark }
    }

    /// The judge's labels with the run's key taken off; a judge's label without it becomes ``forged``.
    static func authenticate(_ trace: inout Trace, key: String) {
        let keyed = String(judgeMark) + key
        guard trace.events.contains(where: { $0.label.first == judgeMark }) else { return }
        var events = trace.events
        for index in events.indices {
            let label = events[index].label
            guard label.first == judgeMark else { continue }
            if label.hasPrefix(keyed) {
                events[index].label = String(judgeMark) + label.dropFirst(keyed.count)
            } else {
                events[index].label = String(judgeMark) + forged
                events[index].kind = .mark
            }
        }
        var checked = Trace(events: events, droppedEvents: trace.droppedEvents)
        checked.cpus = trace.cpus
        checked.droppedTaskEvents = trace.droppedTaskEvents
        checked.droppedTaskCreates = trace.droppedTaskCreates
        if let ending = trace.ending { checked.end(ending, at: trace.duration) }
        trace = checked
    }

    /// The file beside a judged build's program that lists its gate functions (`START SIZE`, hex).
    static let callersFile = "judge-callers"

    /// The gate functions of a judged build's `binary`, listed once (beside it) from its symbols.
    static func callers(of binary: String, symbols: String? = nil, toolchain: Toolchain) throws(PlayError) -> String {
        let directory = (binary as NSString).deletingLastPathComponent
        let path = directory + "/" + callersFile + "-" + (binary as NSString).lastPathComponent
        if FileManager.default.fileExists(atPath: path) { return path }
        // The judge's main.swift is beside the scheduled program, one folder up from the sanitized one.
        let judgeFile = [directory, (directory as NSString).deletingLastPathComponent].map { $0 + "/main.swift" }
            .first { FileManager.default.fileExists(atPath: $0) }
        guard let judgeFile, let main = try? String(contentsOfFile: judgeFile, encoding: .utf8),
            let range = main.range(of: #"JudgeGate_[a-z]{24}\b"#, options: .regularExpression)
        else { throw .setupFailed(Words(.setupNoJudgeGate, directory + "/main.swift")) }
        let token = String(main[range].dropFirst("JudgeGate_".count))
        let nm = Subprocess.run(
            toolchain.binDirectory + "/llvm-nm", ["--defined-only", "-S", "--format=posix", symbols ?? binary], timeLimit: 60)
        guard nm.status == 0 else { throw .setupFailed(Words(.setupSymbols, binary, nm.output)) }
        var lines = ""
        for line in nm.output.split(separator: "\n") where line.contains(token) {
            let words = line.split(separator: " ")
            guard words.count >= 4, let start = UInt64(words[2], radix: 16), let size = UInt64(words[3], radix: 16), size > 0 else {
                continue
            }
            lines += String(start, radix: 16) + " " + String(size, radix: 16) + "\n"
        }
        guard !lines.isEmpty else { throw .setupFailed(Words(.setupGatesMissing, binary)) }
        let partial = path + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        do {
            try lines.write(toFile: partial, atomically: false, encoding: .utf8)
        } catch {
            throw .setupFailed(Words(.setupWrite, partial, error.localizedDescription))
        }
        guard rename(partial, path) == 0 else {
            unlink(partial)
            throw .setupFailed(Words(.setupWriteFile, path))
        }
        return path
    }

    /// One ThreadSanitizer run of a judged build: the judge's last line writes `finished KEY N`
    /// (`Support/tsan_judge.c`) to a file whose path and key only learn and the judge know (both
    /// wiped from the program's environment). A run that finished without it ended before the
    /// judge did; a count of reports above what learn read means the program hid them. The file
    /// is in the run's own folder (``RunFolder``), the one place its sandbox lets it write; `run`
    /// is given that folder for the run.
    static func sanitizedRun(
        _ build: PlayBuild, environment: [String: String], callers: String, words: Catalogue,
        run: ([String: String], RunFolder?) -> RunResult
    ) throws(PlayError) -> PlayRun {
        let runFolder = RunFolder()
        let folder = runFolder?.path ?? NSTemporaryDirectory() + "learn-judge-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        if runFolder == nil, mkdir(folder, 0o700) != 0 { throw .setupFailed(Words(.setupMake, folder)) }
        defer { if runFolder == nil { try? FileManager.default.removeItem(atPath: folder) } }
        let out = folder + "/judge"
        guard FileManager.default.createFile(atPath: out, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw .setupFailed(Words(.setupMake, out))
        }
        let key = newKey()
        var environment = environment
        environment["LEARN_JUDGE_KEY"] = key
        environment["LEARN_JUDGE_OUT"] = out
        environment["LEARN_JUDGE_CALLERS"] = callers
        var played = PlayRun(result: run(environment, runFolder))
        let said = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        let lines = said.split(separator: "\n")
        let shown = TSanReport.parse(played.output).count
        // Said after "under ThreadSanitizer" by the verdict.
        if lines.contains("forged") {
            played.judgeProblem = words(.tsanJudgeForged)
        } else if let finished = lines.first(where: { $0.hasPrefix("finished " + key + " ") }),
            let reports = Int(finished.split(separator: " ").last ?? ""), reports > 0, shown == 0
        {
            played.judgeProblem = words(.tsanReportsHidden, reports)
        } else if played.result.status == .finished, !lines.contains(where: { $0.hasPrefix("finished " + key + " ") }) {
            played.judgeProblem = words(.judgeUnfinished)
        }
        return played
    }
}
