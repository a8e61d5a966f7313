import Foundation

/// Where compiled files live: `$XDG_CACHE_HOME/learn/play` (default `~/.cache/learn/play`).
///
/// Each build has its own folder named by a key of the file's content, its path, the build
/// mode, the toolchain and the support code, so an unchanged file is never compiled twice.
/// At most ``maxBuilds`` builds are kept; the least recently used are removed first, but
/// never one used in the last ``inUseGrace`` seconds: another `learn verify` or `play` may be
/// running that program right now (a build is touched when it is looked up, then run many
/// times), and removing it would fail that run with "no such file".
package struct PlayCache: Sendable {
    package let root: String
    package var maxBuilds: Int
    package var inUseGrace: TimeInterval = 3600

    package init(root: String = PlayCache.defaultRoot(), maxBuilds: Int = 40) {
        self.root = root
        self.maxBuilds = maxBuilds
    }

    /// `$XDG_CACHE_HOME/learn/play`, or `~/.cache/learn/play`.
    package static func defaultRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base =
            environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) as NSString).appendingPathComponent(".cache")
        return ((base as NSString).appendingPathComponent("learn") as NSString).appendingPathComponent("play")
    }

    var buildsDirectory: String { root + "/builds" }

    func supportDirectory(_ toolchain: Toolchain) -> String {
        root + "/support-" + StableHash.hex(toolchain.key, PlaySupportSource.version)
    }

    func buildDirectory(key: String) -> String { buildsDirectory + "/" + key }

    /// Marks a build as just used (eviction removes the least recently used first).
    func touch(_ directory: String) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: directory)
    }

    /// Removes the least recently used builds beyond ``maxBuilds``, never `keeping` nor one
    /// used within ``inUseGrace`` (the cache may hold more than ``maxBuilds`` for that while).
    func evict(keeping: String, now: Date = Date()) {
        let fm = FileManager.default
        // Folders being built (`.staging-…`) belong to a running `learn play`.
        guard let names = try? fm.contentsOfDirectory(atPath: buildsDirectory).filter({ !$0.hasPrefix(".") }),
            names.count > maxBuilds
        else { return }
        let dated = names.map { name -> (String, Date) in
            let path = buildsDirectory + "/" + name
            let date = (try? fm.attributesOfItem(atPath: path))?[.modificationDate] as? Date ?? .distantPast
            return (path, date)
        }.sorted { $0.1 < $1.1 }
        let recent = now.addingTimeInterval(-inUseGrace)
        for (path, used) in dated.prefix(names.count - maxBuilds) where path != keeping && used < recent {
            try? fm.removeItem(atPath: path)
        }
    }
}
