import Foundation

/// Which build of learn is running: the GNU build ID the linker wrote into the executable's
/// notes (`readelf -n`), read once from `/proc/self/exe`. A program learn compiled and analysed
/// (its gate sites, its Foundation calls) is cached under a key that holds it, so a learn built
/// from other code never takes a verdict from what an older one cached.
package enum ExecutableIdentity {
    /// The build ID in hex; empty when the executable has none or cannot be read.
    package static let buildID: String = read(path: "/proc/self/exe")

    /// The GNU build ID of the ELF file at `path`: its program headers' notes, read from the first
    /// 64 KiB (where the linker puts them), bounded and checked at every step.
    static func read(path: String) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 65536), data.count >= 64 else { return "" }
        let bytes = [UInt8](data)
        func word(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, size <= 8, at + size <= bytes.count else { return nil }
            var value = 0
            for i in 0..<size { value |= Int(bytes[at + i]) << (8 * i) }
            return value
        }
        // ELF, 64-bit, little-endian
        guard bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C, bytes[3] == 0x46, bytes[4] == 2, bytes[5] == 1,
            let table = word(0x20, 8), let size = word(0x36, 2), let count = word(0x38, 2), size >= 56, count <= 256
        else { return "" }
        for index in 0..<count {
            let header = table + index * size
            guard word(header, 4) == 4, let offset = word(header + 0x08, 8), let length = word(header + 0x20, 8) else { continue }
            var at = offset
            while at + 12 <= min(offset + length, bytes.count) {
                guard let nameSize = word(at, 4), let descSize = word(at + 4, 4), let type = word(at + 8, 4),
                    nameSize < 256, descSize < 256
                else { break }
                let name = at + 12, desc = name + (nameSize + 3) / 4 * 4
                if type == 3, nameSize == 4, desc + descSize <= bytes.count, Array(bytes[name..<name + 3]) == [0x47, 0x4E, 0x55] {
                    return bytes[desc..<desc + descSize].map { String(format: "%02x", $0) }.joined()
                }
                at = desc + (descSize + 3) / 4 * 4
            }
        }
        return ""
    }
}
