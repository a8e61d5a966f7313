import Foundation

/// The Swift toolchain on `PATH` that builds learners' files, and a key that changes when it does.
package struct Toolchain: Sendable, Equatable {
    /// `swiftc`, symbolic links resolved.
    package let swiftc: String
    /// The toolchain's `usr/bin`.
    package let binDirectory: String
    /// Names this toolchain in cache keys: its path, size and modification time.
    package let key: String

    /// The C compiler of the same toolchain (it understands blocks, `-fblocks`).
    package var clang: String { binDirectory + "/clang" }
    /// Where libdispatch and the blocks runtime live.
    package var runtimeLibraries: String {
        ((binDirectory as NSString).deletingLastPathComponent as NSString).appendingPathComponent("lib/swift/linux")
    }

    /// The first `swiftc` on `path` (colon-separated, `PATH` by default).
    package static func find(path: String? = nil) throws(PlayError) -> Toolchain {
        let search = path ?? ProcessInfo.processInfo.environment["PATH"] ?? ""
        let fm = FileManager.default
        for dir in search.split(separator: ":") where !dir.isEmpty {
            let candidate = "\(dir)/swiftc"
            guard fm.isExecutableFile(atPath: candidate) else { continue }
            let resolved = (candidate as NSString).resolvingSymlinksInPath
            let attributes = (try? fm.attributesOfItem(atPath: resolved)) ?? [:]
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let key = StableHash.hex("\(resolved)|\(size)|\(Int(modified))")
            return Toolchain(swiftc: resolved, binDirectory: (resolved as NSString).deletingLastPathComponent, key: key)
        }
        throw .noCompiler
    }
}

/// FNV-1a, 64 bits: a cache key that is the same in every process (Swift's `Hasher` is seeded per process).
enum StableHash {
    static func hex(_ parts: String...) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 {
                h ^= UInt64(byte)
                h = h &* 0x0000_0100_0000_01b3
            }
            h ^= 0xff
            h = h &* 0x0000_0100_0000_01b3
        }
        let text = String(h, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
