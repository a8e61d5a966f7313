import Foundation
import LearnLanguage
import LearnSystem
import LearnTrace
import Synchronization

/// Where a learner's program may write: its run's private folder (``RunFolder``: its `TMPDIR`),
/// and ``folders`` (`learn play FILE`: the file's own folder). Everything else it may read as
/// before and not change: learn's state (`$XDG_STATE_HOME/learn`: progress, history) and cache
/// (`$XDG_CACHE_HOME/learn`) among the rest. The kernel keeps it (a Landlock domain,
/// `learn_keeper.c`); the tracer notes what it refused (`tracer_sandbox.c`).
///
/// Deliberately not sandboxed: the compiler and learn's own tools (they write the cache), the
/// demos (learn's own code), and the learner's editor on the terminal.
package struct Sandbox: Sendable, Equatable {
    /// The folders it may write in besides its run's folder.
    package var folders: [String]
    /// Folders whose files it may not even read (a judged program's symbols: ``readable(writing:)``);
    /// empty: it reads everything it could read before.
    package var hidden: [String]

    package init(folders: [String] = [], hidden: [String] = []) {
        self.folders = folders
        self.hidden = hidden
    }

    /// What the program may open for reading when ``hidden`` is not empty: every file and folder
    /// of the system except the hidden folders, as Landlock can say it (it only adds what may be
    /// read, beneath a file or folder): each entry of `/` except the one that leads to a hidden
    /// folder, then each entry of that one except the next, and so on down to the hidden folder,
    /// plus the folders it writes in (`writing`) that hold no hidden folder; a link that leads to a
    /// hidden folder, into one, or to a folder above one is left out. Listed when a program starts
    /// (each listing kept ten seconds): a file made later beside a hidden folder's parents is not
    /// readable to it. Nil when nothing is hidden.
    package func readable(writing: [String]) -> [String]? {
        let hidden = self.hidden.map(RunFolder.resolved).filter { $0 != "/" }
        guard !hidden.isEmpty else { return nil }
        func leads(_ path: String) -> Bool { hidden.contains { $0 == path || $0.hasPrefix(path == "/" ? "/" : path + "/") } }
        func inside(_ path: String) -> Bool { hidden.contains { path.hasPrefix($0 + "/") } }
        var readable: [String] = []
        var parents: Set<String> = ["/"]
        for folder in hidden {
            var path = ""
            for part in folder.split(separator: "/").dropLast() {
                path += "/" + part
                parents.insert(path)
            }
        }
        for parent in parents.sorted() {
            // a link is followed where the kernel takes the rule
            for entry in Self.entries(of: parent) where !leads(entry.path) && !leads(entry.resolved) && !inside(entry.resolved) {
                readable.append(entry.path)
            }
        }
        return readable + writing.filter { !leads(RunFolder.resolved($0)) }
    }

    /// A folder's entries and where each leads, as listed at most ``entriesKept`` seconds ago: a
    /// verify starts many runs, and a folder above the cache (`$HOME`, `/tmp`) may hold thousands.
    private static func entries(of folder: String) -> [(path: String, resolved: String)] {
        let now = MonotonicClock.now()
        if let kept = listed.withLock({ $0[folder] }), now &- kept.at < UInt64(entriesKept * 1e9) { return kept.entries }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let entries = names.map { name in
            let path = (folder == "/" ? "" : folder) + "/" + name
            return (path: path, resolved: RunFolder.resolved(path))
        }
        listed.withLock { $0[folder] = (now, entries) }
        return entries
    }

    /// How long a folder's listing is used again (a file made since is not readable to a judged run).
    static let entriesKept = 10.0
    private static let listed = Mutex<[String: (at: UInt64, entries: [(path: String, resolved: String)])]>([:])

    /// Whether this learn sandboxes programs.
    package enum Status: Sendable, Equatable {
        /// Landlock is there: programs run sandboxed.
        case on
        /// `LEARN_SANDBOX=off`: programs run as they did before the sandbox.
        case off
        /// The kernel has no Landlock: programs run as before, and learn says so once.
        case unavailable
    }

    /// This learn's status: `LEARN_SANDBOX=off` in `environment`, else whether the kernel has
    /// Landlock (`abi` 1 or later).
    package static func status(
        environment: [String: String] = ProcessInfo.processInfo.environment, abi: Int = ThisProcess.landlockABI
    ) -> Status {
        if environment["LEARN_SANDBOX"] == "off" { return .off }
        return abi >= 1 ? .on : .unavailable
    }

    /// The folder of the file at `path`, as the sandbox names it (links resolved).
    package static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return RunFolder.resolved(folder.isEmpty ? "." : folder)
    }

    /// `learn play FILE`'s sandbox: the file's folder, unless learn's own folders (`protected`:
    /// its state and cache) are in it. Landlock only adds what a program may write, beneath a
    /// folder, so a file in `$HOME` would open `~/.local/state/learn` too: its run then writes in
    /// its temporary folder alone, and learn's state stays read-only.
    package static func beside(file path: String, protecting protected: [String]) -> Sandbox {
        let folder = folder(of: path)
        let inside = protected.map(RunFolder.resolved).contains { $0 == folder || $0.hasPrefix(folder == "/" ? "/" : folder + "/") }
        return Sandbox(folders: inside ? [] : [folder])
    }
}

/// The writes a run's program tried that its sandbox refused (the tracer's notes, outside the
/// folders the run may write in).
package struct RefusedWrites: Sendable, Equatable {
    /// How many (of the first ``RunFolder/mostNoted`` each process notes).
    package var count: Int
    /// True when a process noted as many as it notes: there may have been more.
    package var atLeast = false
    /// The first path refused.
    package var first: String
    /// The folders the program may write in besides its temporary folder (empty: that one alone).
    package var folders: [String]

    package init(count: Int, first: String, folders: [String]) {
        self.count = count
        self.first = first
        self.folders = folders
    }
}

extension RefusedWrites {
    /// The refusals of many runs as one: the first run's, with every run's count.
    package static func merged(_ all: [RefusedWrites]) -> RefusedWrites? {
        guard var merged = all.first else { return nil }
        merged.count = all.reduce(0) { $0 + $1.count }
        merged.atLeast = all.contains(where: \.atLeast)
        return merged
    }

    /// The one sentence a run ends with: how many writes were refused, the first path, and where
    /// the program may write.
    package func words(_ say: Catalogue) -> String {
        let path = VisibleText.name(first)
        let writes = atLeast ? say(.sandboxWritesAtLeast, count) : say(.sandboxWrites, count)
        if folders.isEmpty { return say(.sandboxRefusedTemporary, writes, path) }
        return say(.sandboxRefused, writes, path, folders.map(VisibleText.name).joined(separator: ", "))
    }
}
