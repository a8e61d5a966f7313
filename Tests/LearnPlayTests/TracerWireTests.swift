import Foundation
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnPlay

/// The tracer `learn play` preloads into a learner's program is C (it runs inside that program),
/// so it has its own wire encoder beside ``WireWriter``: the two must write the same bytes.
///
/// The test compiles the tracer's embedded source with the toolchain's clang, behind a small
/// driver that feeds events to its `encode_event`, and compares the bytes with WireWriter's.
/// Not compared: a negative `seq` (the tracer numbers its events from 0) and NUL in the queue,
/// task or thread name (C strings; a label carries its length and may hold NUL).
@Suite("The tracer's C wire encoder writes what WireWriter writes")
struct TracerWireTests {
    static let toolchain = try? Toolchain.find()

    /// Every kind, and every field at its edges: escapes, unicode, NUL, extreme numbers.
    static let events: [TraceEvent] = {
        let texts = [
            "", "plain", "tab\there", "new\nline", "cr\rreturn", "back\\slash", "\\t not a tab", "\t\n\r\\",
            "café ☕️ 日本語 e\u{301} 🧵", "1.작업 종료", String(repeating: "long \t", count: 600),
        ]
        var events: [TraceEvent] = []
        for (i, kind) in EventKind.allCases.enumerated() {
            for (j, text) in texts.enumerated() {
                events.append(
                    TraceEvent(
                        seq: events.count, time: UInt64(i * 1_000 + j), tid: Int32(100 + j), isMain: j % 2 == 0,
                        threadName: texts[(j + 1) % texts.count], queue: text, task: texts[(j + 2) % texts.count],
                        kind: kind, label: texts[(j + 3) % texts.count], span: UInt64(j), value: Int64(j) - 5))
            }
        }
        events.append(
            TraceEvent(
                seq: Int.max, time: .max, tid: .min, isMain: false, threadName: "T", queue: "q", task: "task 1",
                kind: .value, label: "min", span: .max, value: .min))
        events.append(
            TraceEvent(seq: 0, time: 0, tid: .max, isMain: true, kind: .value, label: "max", span: 0, value: .max))
        events.append(TraceEvent(seq: 1, time: 1, tid: -1, isMain: false, kind: .say, label: "nul\u{0}inside", value: -1))
        return events
    }()

    /// Ill-formed UTF-8 (a thread name the kernel cut at 15 bytes inside a character, stray
    /// bytes, overlong forms, surrogates): each text as Swift's `String(decoding:as:)` repairs it.
    static let illFormed: [[UInt8]] = [
        Array("ééééééé".utf8) + [0xE2, 0x82], [0x80], [0xBF, 0x41], [0xC0, 0x80], [0xC1, 0xBF], [0xC3],
        [0xE0, 0x80, 0x80], [0xE0, 0xA0], [0xED, 0xA0, 0x80], [0xF0, 0x80, 0x80, 0x80], [0xF0, 0x90, 0x80],
        [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x41], [0xFF, 0xFE], [0x41, 0xF0, 0x9F, 0x98, 0x80, 0xF0, 0x9F, 0x98, 0x42],
    ]

    @Test(.needsToolchain)
    func sameBytesAsWireWriter() throws {
        let input = Self.events.map { Self.driverLine($0) }.joined()
        guard let fromC = try Self.encodeWithC(input) else { return }
        Self.expectSame(fromC, WireWriter.bytes(of: Self.events))
        #expect(WireReader.read(fromC) == Self.events.map(WireReader.Item.event))
    }

    @Test(.needsToolchain)
    func illFormedUTF8IsRepairedAsSwiftDoes() throws {
        let events = Self.illFormed.enumerated().map { i, bytes in
            let text = String(decoding: bytes, as: UTF8.self)
            return TraceEvent(
                seq: i, time: 1, tid: 2, isMain: false, threadName: text, queue: text, task: text, kind: .say, label: text)
        }
        let input = zip(events, Self.illFormed).map { Self.driverLine($0, raw: $1) }.joined()
        guard let fromC = try Self.encodeWithC(input) else { return }
        Self.expectSame(fromC, WireWriter.bytes(of: events))
        #expect(WireReader.read(fromC) == events.map(WireReader.Item.event))
    }

    /// The bytes the tracer's encoder writes for the driver's `input`; nil (and an issue) when
    /// it does not compile or run.
    static func encodeWithC(_ input: String) throws -> [UInt8]? {
        let toolchain = try #require(Self.toolchain)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("learn-tracer-wire-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }

        try PlaySupportSource.tracer.write(toFile: folder + "/tracer.c", atomically: true, encoding: .utf8)
        try Self.driver.write(toFile: folder + "/driver.c", atomically: true, encoding: .utf8)
        let libs = toolchain.runtimeLibraries
        let compiled = Subprocess.run(
            toolchain.clang,
            [
                "-fblocks", "-O2", "-o", folder + "/encoder", folder + "/driver.c",
                "-L", libs, "-ldispatch", "-lBlocksRuntime", "-lswift_Concurrency", "-lswiftCore", "-ldl",
                "-Wl,-rpath," + libs,
            ])
        #expect(compiled.status == 0, "\(compiled.output)")
        guard compiled.status == 0 else { return nil }
        try input.write(toFile: folder + "/events", atomically: true, encoding: .utf8)
        let ran = Subprocess.run(folder + "/encoder", [folder + "/events", folder + "/wire"])
        #expect(ran.status == 0, "\(ran.output)")
        guard ran.status == 0 else { return nil }
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/wire")))
    }

    /// The two encodings are equal; each line that differs is shown.
    static func expectSame(_ fromC: [UInt8], _ fromSwift: [UInt8]) {
        let cLines = fromC.split(separator: 10, omittingEmptySubsequences: false)
        let swiftLines = fromSwift.split(separator: 10, omittingEmptySubsequences: false)
        #expect(cLines.count == swiftLines.count)
        for (c, swift) in zip(cLines, swiftLines) where c != swift {
            Issue.record("C: \(Array(c))\nSwift: \(Array(swift))")
        }
        #expect(fromC == fromSwift)
    }

    /// One event as the driver reads it: numbers, then each text as `x` and its bytes in hex
    /// (`raw` bytes in place of all four texts when given).
    static func driverLine(_ e: TraceEvent, raw: [UInt8]? = nil) -> String {
        let hex = { (bytes: [UInt8]) in "x" + bytes.map { String(format: "%02x", $0) }.joined() }
        let texts = [e.queue, e.task, e.threadName, e.label].map { raw ?? Array($0.utf8) }
        let fields = [
            "\(e.seq)", "\(e.time)", "\(e.tid)", e.isMain ? "1" : "0", e.kind.rawValue, "\(e.span)", "\(e.value)",
        ]
        return (fields + texts.map(hex)).joined(separator: " ") + "\n"
    }

    /// Reads `driverLine`s from argv[1], writes each event's wire line to argv[2].
    static let driver = #"""
        #include "tracer.c"

        static text_t unhex(const char *token, char *out) {
            size_t n = 0;
            for (const char *p = token + 1; p[0] && p[1]; p += 2) {
                unsigned byte;
                sscanf(p, "%2x", &byte);
                out[n++] = (char)byte;
            }
            out[n] = 0;
            return (text_t){ out, n };
        }

        int main(int argc, char **argv) {
            if (argc != 3) return 2;
            FILE *in = fopen(argv[1], "r"), *out = fopen(argv[2], "w");
            if (!in || !out) return 1;
            static char line[1 << 16], hex[4][1 << 14], text[4][1 << 13], kind[32];
            while (fgets(line, sizeof line, in)) {
                unsigned long long seq, time, span;
                long long value;
                int tid, is_main;
                if (sscanf(line, "%llu %llu %d %d %31s %llu %lld %16383s %16383s %16383s %16383s", &seq, &time, &tid,
                           &is_main, kind, &span, &value, hex[0], hex[1], hex[2], hex[3]) != 11) return 3;
                text_t t[4];
                for (int i = 0; i < 4; i++) t[i] = unhex(hex[i], text[i]);
                char *buf = malloc(event_size(t[0].length + t[1].length + t[2].length + t[3].length));
                size_t w = encode_event(buf, seq, time, tid, is_main, kind, span, value, t[0], t[1], t[2], t[3]);
                fwrite(buf, 1, w, out);
                free(buf);
            }
            return fclose(out) == 0 ? 0 : 1;
        }
        """#
}
