import Foundation

extension GateSites {
    /// The calls to ThreadSanitizer's access entry points: the site (the return address - 1) and
    /// `r`, `w`, `x` (an access marker), `a` and `A` (an atomic load, an atomic store or
    /// read-modify-write), `S` (an atomic in a function of the Synchronization module the program
    /// holds: `Mutex`'s unlock) or `c` (a call through a pointer, or to `pthread_mutex_lock`,
    /// `_unlock`, `pthread_join`: a lock's gate where the line says so). Read as bytes: a listing has
    /// thousands of lines, and `String`'s searches cost more than the disassembler took.
    ///
    /// A read of an async function's pointer (a symbol the compiler names `…Tu`: the callee's
    /// context size, read before each `await` of a call) is left out: a constant the compiler laid
    /// out, which nothing writes, in a writable section; no access the line makes to what it names
    /// (`await Task.sleep(…)` reads no `Task`).
    static func calls(in listing: String) -> [(site: UInt64, kind: Character)] {
        var unseen: [(site: UInt64, words: String)] = []
        return calls(in: listing, unseen: &unseen)
    }

    /// ``calls(in:)``, and in `unseen` the calls of ``unseenCallees``: each site (the return
    /// address - 1) and the callee's words. A default argument's generator (`…FfA_`) touches no
    /// memory and is left out.
    static func calls(in listing: String, unseen: inout [(site: UInt64, words: String)]) -> [(site: UInt64, kind: Character)] {
        var out: [(UInt64, Character)] = []
        var unseenPending: String?
        var text = listing
        text.withUTF8 { bytes in
            var pending: Character?
            var inSynchronization = false
            // the instruction that last set %rdi (the entry points' argument) took an async function pointer's address
            var rdiAsyncPointer = false
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                start = end + 1
                // A function's first line: `0000000000003e80 <$s15Synchronization…>:`
                if line.last == UInt8(ascii: ":"), let open = find(Array(" <".utf8), in: line) {
                    inSynchronization = UnsafeBufferPointer(rebasing: line[(open + 2)...]).starts(with: "$s15Synchronization".utf8)
                    continue
                }
                guard let address = leadingAddress(line) else { continue }
                if let kind = pending {
                    out.append((address - 1, kind))
                    pending = nil
                }
                if let words = unseenPending {
                    unseen.append((address - 1, words))
                    unseenPending = nil
                }
                guard let call = find(Array("call".utf8), in: line) else {
                    if setsRDI(line) { rdiAsyncPointer = find(Array("lea".utf8), in: line) != nil && namesAsyncPointer(line) }
                    continue
                }
                let constant = rdiAsyncPointer
                rdiAsyncPointer = false  // a call leaves %rdi as it likes
                // (a pointer's method, `$sS…`, or a key path's entry point: the rest are many and never unseen)
                if let open = find(Array(" <".utf8), in: line), open + 5 < line.count,
                    line[open + 2] == UInt8(ascii: "$") && line[open + 3] == UInt8(ascii: "s") && line[open + 4] == UInt8(ascii: "S")
                        || line[open + 2] == UInt8(ascii: "s") && find(Array("KeyPath".utf8), in: line) != nil
                {
                    let callee = String(
                        decoding: UnsafeBufferPointer(rebasing: line[(open + 2)...]).prefix {
                            $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "@")
                        },
                        as: UTF8.self)
                    if !callee.hasSuffix("FfA_"), !callee.hasSuffix("FfA0_"), !callee.hasSuffix("FfA1_"),
                        let words = unseenCallees.first(where: { callee.hasPrefix($0.prefix) })?.words
                    {
                        unseenPending = words
                        continue
                    }
                }
                if isIndirectCall(line, after: call + 4) || find(Array("<pthread_mutex_lock@plt>".utf8), in: line) != nil
                    || find(Array("<pthread_mutex_unlock@plt>".utf8), in: line) != nil
                    || find(Array("<pthread_join@plt>".utf8), in: line) != nil
                {
                    pending = "c"  // a method or lock call: a gate only where its line calls a lock (``AccessWords/lockCall``)
                    continue
                }
                // the program's own `memcpy` (renamed by the scheduled link's `--wrap`)
                if let open = find(Array("<__wrap_".utf8), in: line) {
                    let name = UnsafeBufferPointer(rebasing: line[(open + 8)...])
                    pending = memoryCalls.first { name.starts(with: ($0.key + "@").utf8) || name.starts(with: ($0.key + ">").utf8) }?.value
                    continue
                }
                guard let open = find(Array("<__tsan_".utf8), in: line) else { continue }
                let name = UnsafeBufferPointer(rebasing: line[(open + 8)...])
                func starts(_ prefix: String) -> Bool { name.starts(with: prefix.utf8) }
                if let kind = memoryCalls.first(where: { starts($0.key + "@") || starts($0.key + ">") })?.value {
                    pending = kind  // a copy or fill the compiler made (`__tsan_memcpy`)
                } else if starts("read") || starts("unaligned_read") || starts("external_read") {
                    if constant { continue }
                    pending = "r"
                } else if starts("write") || starts("unaligned_write") {
                    pending = "w"
                } else if starts("external_write") {
                    pending = "x"
                } else if starts("atomic"), !starts("atomic_thread_fence"), !starts("atomic_signal_fence") {
                    // An atomic is a gate too: a load then a store, each atomic, is still a lost update
                    // when another thread goes in between.
                    pending = inSynchronization ? "S" : find(Array("_load".utf8), in: name) != nil ? "a" : "A"
                }
            }
        }
        return out
    }

    /// The C library's copies and fills, and its string and number calls on a buffer, a scheduled
    /// build follows (`memcpy` in the program is
    /// `__wrap_memcpy`, ``PlayBuilder/memoryWraps``; the compiler's own are `__tsan_memcpy`…), each
    /// with the kind its site takes: a read of the source and a write of the destination, at the
    /// call (`tsan_entry_points.c`).
    static let memoryCalls: [String: Character] = [
        "memcpy": "M", "memmove": "V", "memset": "Z", "bzero": "B", "bcopy": "Y", "strcpy": "P", "strncpy": "N",
        // a number kept as text in a C buffer: read by these, written by a format
        "atoi": "I", "atol": "L", "atoll": "O", "atof": "D", "strtol": "T", "strtoll": "U", "strtoul": "Q", "strtoull": "W",
        "strtod": "E", "strlen": "G", "strcat": "K", "strncat": "R", "vsnprintf": "H", "vsprintf": "J", "snprintf": "F",
        "sprintf": "X",
    ]

    /// Calls into the standard library that read or write memory for the program where no
    /// instrumentation sees it, by the callee's (mangled) name: an unsafe raw pointer's `load`,
    /// `storeBytes` and `copyMemory`, a typed pointer's `initialize`, `update` and `move` (a whole
    /// value through the library's code), and a key path applied (`object[keyPath: path]`). A file
    /// that makes one at a line of its own cannot be judged free of data races (``UnseenCall``).
    static let unseenCallees: [(prefix: String, words: String)] = [
        ("$sSv4load", "UnsafeMutableRawPointer.load(as:)"), ("$sSV4load", "UnsafeRawPointer.load(as:)"),
        ("$sSv13loadUnaligned", "UnsafeMutableRawPointer.loadUnaligned(as:)"),
        ("$sSV13loadUnaligned", "UnsafeRawPointer.loadUnaligned(as:)"),
        ("$sSv10storeBytes", "UnsafeMutableRawPointer.storeBytes(of:as:)"),
        ("$sSv10copyMemory", "UnsafeMutableRawPointer.copyMemory(from:byteCount:)"),
        ("$sSv16initializeMemory", "UnsafeMutableRawPointer.initializeMemory(as:repeating:count:)"),
        ("$sSw4load", "UnsafeMutableRawBufferPointer.load(as:)"), ("$sSW4load", "UnsafeRawBufferPointer.load(as:)"),
        ("$sSw13loadUnaligned", "UnsafeMutableRawBufferPointer.loadUnaligned(as:)"),
        ("$sSW13loadUnaligned", "UnsafeRawBufferPointer.loadUnaligned(as:)"),
        ("$sSw10storeBytes", "UnsafeMutableRawBufferPointer.storeBytes(of:as:)"),
        ("$sSw10copyMemory", "UnsafeMutableRawBufferPointer.copyMemory(from:)"),
        ("$sSw9copyBytes", "UnsafeMutableRawBufferPointer.copyBytes(from:)"),
        ("$sSp10initialize", "UnsafeMutablePointer.initialize"), ("$sSp6update", "UnsafeMutablePointer.update"),
        ("$sSp6assign", "UnsafeMutablePointer.assign"), ("$sSp4move", "UnsafeMutablePointer.move()"),
        ("$sSp14moveInitialize", "UnsafeMutablePointer.moveInitialize"), ("$sSp10moveUpdate", "UnsafeMutablePointer.moveUpdate"),
        ("$sSr10initialize", "UnsafeMutableBufferPointer.initialize"), ("$sSr6update", "UnsafeMutableBufferPointer.update"),
        ("swift_getAtKeyPath", "[keyPath:]"), ("swift_readAtKeyPath", "[keyPath:]"),
        ("swift_modifyAtReferenceWritableKeyPath", "[keyPath:]"), ("swift_modifyAtWritableKeyPath", "[keyPath:]"),
        ("swift_setAtReferenceWritableKeyPath", "[keyPath:]"), ("swift_setAtWritableKeyPath", "[keyPath:]"),
    ]

    /// The C function a memory call's kind stands for (``memoryCalls``); nil for another kind.
    static func memoryCall(_ kind: Character) -> String? {
        memoryCalls.first { $0.value == kind }?.key
    }

    /// The hexadecimal address before the line's first colon (spaces before it left out), as an
    /// instruction's line starts; nil for any other line.
    private static func leadingAddress(_ line: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var i = 0
        while i < line.count && line[i] == UInt8(ascii: " ") { i += 1 }
        var value: UInt64 = 0, digits = 0
        while i < line.count && line[i] != UInt8(ascii: ":") {
            let c = line[i]
            let digit: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = c - UInt8(ascii: "A") + 10
            default: return nil
            }
            guard digits < 16 else { return nil }
            value = value << 4 | UInt64(digit)
            digits += 1
            i += 1
        }
        return i < line.count && digits > 0 ? value : nil
    }

    /// Where `needle` first starts in `line`.
    private static func find(_ needle: [UInt8], in line: UnsafeBufferPointer<UInt8>) -> Int? {
        guard needle.count <= line.count else { return nil }
        var i = 0
        while i <= line.count - needle.count {
            if line[i] == needle[0] {
                var k = 1
                while k < needle.count && line[i + k] == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    /// True when the instruction's last operand (AT&T's destination, before any `#` comment) is
    /// `%rdi` or `%edi`.
    private static func setsRDI(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var end = line.count
        if let comment = find(Array("#".utf8), in: line) { end = comment }
        while end > 0 && (line[end - 1] == UInt8(ascii: " ") || line[end - 1] == UInt8(ascii: "\t")) { end -= 1 }
        guard end >= 4 else { return false }
        let tail = Array(line[(end - 4)..<end])
        return tail == Array("%rdi".utf8) || tail == Array("%edi".utf8)
    }

    /// True when the line's comment names an async function pointer (`<$s…Tu>`, `<$s…Tu+0x4>`).
    private static func namesAsyncPointer(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let open = find(Array(" <$s".utf8), in: line) else { return false }
        let name = UnsafeBufferPointer(rebasing: line[(open + 2)...])
        guard let close = find(Array(">".utf8), in: name) else { return false }
        var end = close
        if let plus = find(Array("+0x".utf8), in: UnsafeBufferPointer(rebasing: name[..<close])) { end = plus }
        return end >= 2 && name[end - 2] == UInt8(ascii: "T") && name[end - 1] == UInt8(ascii: "u")
    }

    /// True for `call *%rax`, `callq\t*0x10(%rax)`: a call through a pointer (a class's method).
    private static func isIndirectCall(_ line: UnsafeBufferPointer<UInt8>, after call: Int) -> Bool {
        var i = call
        while i < line.count && line[i] == UInt8(ascii: "q") { i += 1 }
        while i < line.count && (line[i] == UInt8(ascii: " ") || line[i] == UInt8(ascii: "\t")) { i += 1 }
        return i < line.count && line[i] == UInt8(ascii: "*")
    }
}
