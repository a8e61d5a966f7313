import Foundation

/// Where compiled files live: `$XDG_CACHE_HOME/learn/play` (default `~/.cache/learn/play`).
///
/// Each build has its own folder named by a key of the file's content, its path, the build
/// mode, the toolchain and the support code, so an unchanged file is never compiled twice.
/// The cache is bounded twice: at most ``maxBuilds`` builds and at most ``maxBytes`` bytes of
/// them; the least recently used go first. A build in use is never removed: every `learn`
/// running a program holds a shared ``BuildLock`` on its folder, and eviction skips a build it
/// cannot lock exclusively (the cache may stay over its bounds while they run). A staging
/// folder (`.staging-…`) that no `learn` holds and that is older than ``staleStaging`` was
/// left by a killed `learn`, and is removed.
package struct PlayCache: Sendable {
    package let root: String
    package var maxBuilds: Int
    package var maxBytes: Int
    /// A staging folder unlocked for this long is a killed build's (a live one locks its
    /// folder as soon as it has made it).
    package var staleStaging: TimeInterval = 60

    /// At most 40 builds and 256 MB (a traced build is about 0.1 MB, a ThreadSanitizer one 3 MB).
    package init(root: String = PlayCache.defaultRoot(), maxBuilds: Int = 40, maxBytes: Int = 256 << 20) {
        self.root = root
        self.maxBuilds = maxBuilds
        self.maxBytes = maxBytes
    }

    /// `$XDG_CACHE_HOME/learn/play`, or `~/.cache/learn/play`.
    package static func defaultRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base =
            environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) as NSString).appendingPathComponent(".cache")
        return ((base as NSString).appendingPathComponent("learn") as NSString).appendingPathComponent("play")
    }

    var buildsDirectory: String { root + "/builds" }

    /// Where judged builds' whole programs are kept, each named as its build (``PlayBuild/symbols``):
    /// a folder of its own, so a judged run's sandbox can hide it whole.
    static let symbolsFolder = "symbols"
    var symbolsDirectory: String { root + "/" + Self.symbolsFolder }

    package func supportDirectory(_ toolchain: Toolchain) -> String {
        root + "/support-" + StableHash.hex(toolchain.key, PlaySupportSource.version)
    }

    func buildDirectory(key: String) -> String { buildsDirectory + "/" + key }

    /// Marks a build as just used (eviction removes the least recently used first).
    func touch(_ directory: String) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: directory)
    }

    /// Removes stale staging folders, then the least recently used builds while the cache is
    /// over either bound, never `keeping` nor a build some `learn` holds.
    func evict(keeping: String, now: Date = Date()) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: buildsDirectory)) ?? []
        for name in names where name.hasPrefix(".staging-") {
            let path = buildsDirectory + "/" + name
            guard let (used, _) = Self.usage(path), used < now.addingTimeInterval(-staleStaging) else { continue }
            if let lock = BuildLock.exclusive(path, create: true) { withExtendedLifetime(lock) { Self.remove(path) } }
        }
        var builds = names.filter { !$0.hasPrefix(".") }.compactMap { name -> (path: String, used: Date, bytes: Int)? in
            let path = buildsDirectory + "/" + name
            return Self.usage(path).map { (path, $0.used, $0.bytes) }
        }
        builds.sort { $0.used < $1.used }
        var count = builds.count
        var bytes = builds.reduce(0) { $0 + $1.bytes }
        for build in builds where count > maxBuilds || bytes > maxBytes {
            guard build.path != keeping, let lock = BuildLock.exclusive(build.path, create: true) else { continue }
            withExtendedLifetime(lock) { Self.remove(build.path) }
            count -= 1
            bytes -= build.bytes
        }
        // a judged build's kept symbols go with it (and with it already gone)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: symbolsDirectory)) ?? [] where !name.hasPrefix(".") {
            if !FileManager.default.fileExists(atPath: buildsDirectory + "/" + name) { Self.remove(symbolsDirectory + "/" + name) }
        }
    }

    /// When a folder was last used and the bytes of the files in it (builds are flat).
    static func usage(_ path: String) -> (used: Date, bytes: Int)? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        let used = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let bytes = names.reduce(0) { total, name in
            var file = stat()
            return total + (lstat(path + "/" + name, &file) == 0 ? Int(file.st_blocks) * 512 : 0)
        }
        return (used, bytes)
    }

    private static func remove(_ path: String) { try? FileManager.default.removeItem(atPath: path) }
}
