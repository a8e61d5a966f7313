import Foundation

extension ScheduleReport {
    /// The report in `json` (the `Z` line's body, its control escapes already made visible), read
    /// by hand: every schedule a verify or a search makes sends one, and `JSONDecoder` spent more
    /// time on its steps than the run took to schedule. Nil when the text holds anything this
    /// reader does not take exactly as `JSONDecoder` would (a number with a fraction, a wrong
    /// type, a missing field): the caller then decodes it with `JSONDecoder`, which decides. The
    /// rare nested parts (``stuck``, ``race``) are handed to `JSONDecoder` alone.
    static func read(_ json: String) -> ScheduleReport? {
        var json = json
        return json.withUTF8 { bytes in
            var reader = JSONReader(bytes)
            guard let report = reader.report(), reader.atEnd else { return nil }
            return report
        }
    }
}

/// A JSON reader over UTF-8 bytes for the report's fields: each method reads one value at the
/// reader's place and moves past it, or returns nil (the place is then of no use).
private struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0
    /// How deep ``skip()`` may go into arrays and objects (what `JSONDecoder` refuses deeper is not
    /// this reader's to judge: it gives up).
    static let deepest = 64

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool {
        mutating get {
            space()
            return at == bytes.count
        }
    }

    mutating func space() {
        while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
    }

    mutating func take(_ byte: UInt8) -> Bool {
        space()
        guard at < bytes.count, bytes[at] == byte else { return false }
        at += 1
        return true
    }

    mutating func peek() -> UInt8? {
        space()
        return at < bytes.count ? bytes[at] : nil
    }

    mutating func literal(_ word: StaticString) -> Bool {
        space()
        let count = word.utf8CodeUnitCount
        guard at + count <= bytes.count else { return false }
        for i in 0..<count where bytes[at + i] != word.utf8Start[i] { return false }
        at += count
        return true
    }

    /// `null`, read (an optional field given as null is nil, as `decodeIfPresent` has it).
    mutating func null() -> Bool { peek() == UInt8(ascii: "n") && literal("null") }

    mutating func bool() -> Bool? {
        if literal("true") { return true }
        if literal("false") { return false }
        return nil
    }

    /// An integer without fraction or exponent that fits `T`.
    mutating func integer<T: FixedWidthInteger>(_: T.Type = T.self) -> T? {
        space()
        var negative = false
        if at < bytes.count, bytes[at] == UInt8(ascii: "-") {
            negative = true
            at += 1
        }
        let start = at
        var value: T = 0
        while at < bytes.count, bytes[at] >= 0x30, bytes[at] <= 0x39 {
            let digit = T(bytes[at] - 0x30)
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !o1, !o2 else { return nil }
            value = sum
            at += 1
        }
        guard at > start, at - start == 1 || bytes[start] != 0x30 else { return nil }
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") || bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") {
            return nil
        }
        return value
    }

    mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        var out: [UInt8] = []
        var plain = at
        while at < bytes.count {
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") {
                out.append(contentsOf: bytes[plain..<at])
                at += 1
                return String(validating: out, as: UTF8.self)
            }
            if byte < 0x20 { return nil }
            guard byte == UInt8(ascii: "\\") else {
                at += 1
                continue
            }
            out.append(contentsOf: bytes[plain..<at])
            at += 1
            guard at < bytes.count else { return nil }
            let kind = bytes[at]
            at += 1
            switch kind {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(kind)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard var scalar = hex4() else { return nil }
                if (0xD800..<0xDC00).contains(scalar) {
                    guard at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") else { return nil }
                    at += 2
                    guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let unicode = Unicode.Scalar(scalar) else { return nil }
                out.append(contentsOf: String(Character(unicode)).utf8)
            default: return nil
            }
            plain = at
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard at + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[at]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            at += 1
        }
        return value
    }

    mutating func array<T>(_ element: (inout JSONReader) -> T?) -> [T]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var out: [T] = []
        if take(UInt8(ascii: "]")) { return out }
        repeat {
            guard let value = element(&self) else { return nil }
            out.append(value)
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? out : nil
    }

    /// An object: `member` reads each key's value (false: the object is not one this reader takes).
    mutating func object(_ member: (inout JSONReader, String) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { return true }
        repeat {
            guard let key = string(), take(UInt8(ascii: ":")), member(&self, key) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    /// Any value, passed over (a key the report does not have).
    mutating func skip(depth: Int = 0) -> Bool {
        guard depth < Self.deepest, let first = peek() else { return false }
        switch first {
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "["): return array { $0.skip(depth: depth + 1) ? () : nil } != nil
        case UInt8(ascii: "{"): return object { reader, _ in reader.skip(depth: depth + 1) }
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return bool() != nil
        case UInt8(ascii: "n"): return null()
        default:
            // a number of any form
            let start = at
            while at < bytes.count, "+-.eE0123456789".utf8.contains(bytes[at]) { at += 1 }
            return at > start
        }
    }

    /// The next value decoded by `JSONDecoder` alone (the report's rare nested parts).
    mutating func decoded<T: Decodable>(_: T.Type) -> T? {
        space()
        let start = at
        guard skip() else { return nil }
        return try? JSONDecoder().decode(T.self, from: Data(bytes[start..<at]))
    }

    /// A required field's value, into `field`: whether there was one.
    mutating func required<T>(_ field: inout T?, _ read: (inout JSONReader) -> T?) -> Bool {
        field = read(&self)
        return field != nil
    }

    /// An optional field's value: nil inside when it is `null`; nil outside when it is neither.
    mutating func optional<T>(_ read: (inout JSONReader) -> T?) -> T?? {
        if null() { return .some(nil) }
        guard let value = read(&self) else { return nil }
        return .some(value)
    }

    mutating func report() -> ScheduleReport? {
        var choices: [Int]?, gates: [String]?, branches: [BranchPoint]?, wentAuto: Bool?
        var report = ScheduleReport(choices: [], gates: [], branches: [], deadlock: nil, mismatch: nil, wentAuto: false)
        let read = object { reader, key in
            switch key {
            case "choices": return reader.required(&choices) { $0.array { $0.integer() } }
            case "gates": return reader.required(&gates) { $0.array { $0.string() } }
            case "branches": return reader.required(&branches) { $0.array { $0.branch() } }
            case "wentAuto": return reader.required(&wentAuto) { $0.bool() }
            case "deadlock": return reader.optional { $0.array { $0.string() } }.map { report.deadlock = $0 } != nil
            case "mismatch": return reader.optional { $0.string() }.map { report.mismatch = $0 } != nil
            case "stuck": return reader.optional { $0.decoded([ThreadStand].self) }.map { report.stuck = $0 } != nil
            case "race": return reader.optional { $0.decoded(DataRace.self) }.map { report.race = $0 } != nil
            case "raceContexts": return reader.optional { $0.integer() }.map { report.raceContexts = $0 } != nil
            case "clockEarly": return reader.optional { $0.bool() }.map { report.clockEarly = $0 } != nil
            case "finishedByDefault": return reader.optional { $0.bool() }.map { report.finishedByDefault = $0 } != nil
            case "defaults": return reader.optional { $0.array { $0.integer() } }.map { report.defaults = $0 } != nil
            case "seed": return reader.optional { $0.integer(UInt64.self) }.map { report.seed = $0 } != nil
            case "steps": return reader.optional { $0.array { $0.step() } }.map { report.steps = $0 } != nil
            case "written": return reader.optional { $0.array { $0.array { $0.integer() } } }.map { report.written = $0 } != nil
            case "runtime": return reader.optional { $0.array { $0.integer() } }.map { report.runtime = $0 } != nil
            default: return reader.skip()
            }
        }
        guard read, let choices, let gates, let branches, let wentAuto else { return nil }
        report.choices = choices
        report.gates = gates
        report.branches = branches
        report.wentAuto = wentAuto
        return report
    }

    mutating func branch() -> BranchPoint? {
        var position: Int?, enabled: [Int]?, chosen: Int?
        let read = object { reader, key in
            switch key {
            case "position": return reader.required(&position) { $0.integer() }
            case "enabled": return reader.required(&enabled) { $0.array { $0.integer() } }
            case "chosen": return reader.required(&chosen) { $0.integer() }
            default: return reader.skip()
            }
        }
        guard read, let position, let enabled, let chosen else { return nil }
        return BranchPoint(position: position, enabled: enabled, chosen: chosen)
    }

    mutating func step() -> ScheduleReport.Step? {
        var at: [Int]?
        var step = ScheduleReport.Step(at: [])
        let read = object { reader, key in
            switch key {
            case "at": return reader.required(&at) { $0.array { $0.integer() } }
            case "out": return reader.optional { $0.array { $0.integer() } }.map { step.out = $0 } != nil
            case "tid": return reader.optional { $0.integer(Int32.self) }.map { step.tid = $0 } != nil
            case "line": return reader.optional { $0.integer() }.map { step.line = $0 } != nil
            case "site": return reader.optional { $0.integer(UInt64.self) }.map { step.site = $0 } != nil
            case "held": return reader.optional { $0.integer() }.map { step.held = $0 } != nil
            case "addr": return reader.optional { $0.integer(UInt64.self) }.map { step.addr = $0 } != nil
            case "size": return reader.optional { $0.integer() }.map { step.size = $0 } != nil
            case "task": return reader.optional { $0.integer(UInt64.self) }.map { step.task = $0 } != nil
            case "agent": return reader.optional { $0.bool() }.map { step.agent = $0 } != nil
            case "runtime": return reader.optional { $0.bool() }.map { step.runtime = $0 } != nil
            case "now": return reader.optional { $0.integer(UInt64.self) }.map { step.now = $0 } != nil
            default: return reader.skip()
            }
        }
        guard read, let at else { return nil }
        step.at = at
        return step
    }
}
