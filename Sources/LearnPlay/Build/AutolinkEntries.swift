import Foundation

/// The libraries a Swift object asks to be linked with (`-lswiftCore`, `-lFoundation`, …):
/// the NUL-separated strings of its `.swift1_autolink_entries` section, which
/// `swift-autolink-extract` would otherwise copy out in a process of its own.
package enum AutolinkEntries {
    static let section = ".swift1_autolink_entries"

    /// The entries of the ELF64 little-endian object at `path`, in order, each once; nil when
    /// the file is not such an object (an empty list when it asks for nothing).
    package static func read(_ path: String) -> [String]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return entries(in: [UInt8](data))
    }

    static func entries(in bytes: [UInt8]) -> [String]? {
        // ELF magic, 64-bit class, little-endian data.
        guard bytes.count >= 64, bytes[0] == 0x7f, bytes[1] == 0x45, bytes[2] == 0x4c, bytes[3] == 0x46, bytes[4] == 2, bytes[5] == 1
        else { return nil }
        let headers = word(bytes, 0x28, 8), size = word(bytes, 0x3a, 2)
        let count = word(bytes, 0x3c, 2), namesIndex = word(bytes, 0x3e, 2)
        // Every number is at most the file's size (or 0xffff) before any arithmetic: no overflow.
        guard size >= 64, namesIndex < count, headers > 0, headers <= bytes.count, count * size <= bytes.count - headers else {
            return nil
        }
        func range(_ index: Int) -> Range<Int>? {
            let header = headers + index * size
            let offset = word(bytes, header + 0x18, 8), length = word(bytes, header + 0x20, 8)
            guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else { return nil }
            return offset..<(offset + length)
        }
        guard let names = range(namesIndex) else { return nil }
        var found: [String] = []
        for index in 0..<count {
            let nameOffset = word(bytes, headers + index * size, 4)
            guard nameOffset < names.count, case let name = names.lowerBound + nameOffset,
                cString(bytes, at: name, before: names.upperBound) == section
            else { continue }
            guard let entries = range(index) else { return nil }
            for entry in bytes[entries].split(separator: 0) {
                let text = String(decoding: entry, as: UTF8.self)
                if !found.contains(text) { found.append(text) }
            }
        }
        return found
    }

    /// The little-endian unsigned number of `width` bytes at `offset`; -1 when it does not fit
    /// an `Int` or lies outside the bytes.
    private static func word(_ bytes: [UInt8], _ offset: Int, _ width: Int) -> Int {
        guard offset >= 0, offset <= bytes.count - width else { return -1 }
        var value: UInt64 = 0
        for i in (0..<width).reversed() { value = value << 8 | UInt64(bytes[offset + i]) }
        return value > UInt64(Int.max) ? -1 : Int(value)
    }

    private static func cString(_ bytes: [UInt8], at start: Int, before end: Int) -> String {
        var stop = start
        while stop < end, bytes[stop] != 0 { stop += 1 }
        return String(decoding: bytes[start..<stop], as: UTF8.self)
    }
}
