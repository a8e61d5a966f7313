import Foundation
import Synchronization

/// Which lessons a learner finished, and their predictions: `progress.json` in the state directory.
///
/// Every change is written at once, atomically (a temporary file, then `rename`), with mode 0600.
/// A corrupt or unreadable file is not an error that stops anything: it is renamed aside
/// (`progress.json.corrupt-<timestamp>`), reported once through ``takeWarning()``, and a fresh
/// record starts.
public struct ProgressStore: Sendable {
    /// One recorded prediction.
    public struct PredictionRecord: Codable, Sendable, Equatable {
        public var lesson: String
        public var name: String
        public var question: String
        public var chosen: String
        public var agreed: Bool
        public var date: Date
    }

    struct Record: Codable {
        var version = 1
        var completed: [String: Date] = [:]
        var predictions: [PredictionRecord] = []
    }

    /// `$XDG_STATE_HOME/learn` (default `~/.local/state/learn`).
    public static var defaultDirectory: String { defaultDirectory(environment: ProcessInfo.processInfo.environment) }

    /// The state directory `environment` names: `XDG_STATE_HOME/learn` when that is an absolute
    /// path (a relative one is ignored, as the XDG spec says), else `HOME/.local/state/learn`.
    public static func defaultDirectory(environment env: [String: String]) -> String {
        if let state = env["XDG_STATE_HOME"], state.hasPrefix("/") {
            return (state as NSString).appendingPathComponent("learn")
        }
        let home = env["HOME"] ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".local/state/learn")
    }

    public let directory: String
    let state: Box

    /// What has been read, the pending warning, and whether writing is allowed; shared by copies.
    final class Box: Sendable {
        let mutex = Mutex<(loaded: Record?, warning: String?, writable: Bool)>((nil, nil, true))
        func withLock<T>(_ body: (inout sending (loaded: Record?, warning: String?, writable: Bool)) -> sending T) -> sending T {
            mutex.withLock(body)
        }
    }

    public init(directory: String) {
        self.directory = directory
        self.state = Box()
    }

    /// The progress file's path.
    public var path: String { (directory as NSString).appendingPathComponent("progress.json") }

    public func completed() -> Set<String> { Set(load().completed.keys) }

    public func markCompleted(_ lessonID: String) {
        update { $0.completed[lessonID] = Date() }
    }

    /// Records what the learner predicted and whether the run agreed.
    public func recordPrediction(lesson: String, name: String, question: String, chosen: String, agreed: Bool) {
        update {
            $0.predictions.append(PredictionRecord(lesson: lesson, name: name, question: question, chosen: chosen, agreed: agreed, date: Date()))
        }
    }

    /// Every prediction recorded, oldest first.
    public func predictions() -> [PredictionRecord] { load().predictions }

    /// A one-time warning when the progress file was corrupt and set aside.
    public func takeWarning() -> String? {
        _ = load()
        return state.withLock { s in
            defer { s.warning = nil }
            return s.warning
        }
    }
}
