import Foundation
import LearnRunner

/// What the toolchain's own tools add to ThreadSanitizer's reports: the line of each frame
/// TSan left without one, and the Swift name of each mangled symbol.
package struct TSanSymbols: Sendable, Equatable {
    /// A line and column of the learner's file.
    package struct Point: Sendable, Equatable {
        package var line: Int
        package var column: Int?
    }

    /// By offset in the program: where the code at that offset is in the learner's file.
    package var points: [UInt64: Point] = [:]
    /// By offset: the first line after the code at that offset, when neither it nor the next
    /// instruction has one. Only a hint: a finding takes it when that line names the variable.
    package var nextLines: [UInt64: Point] = [:]
    /// Mangled name → Swift name without the module (`$s4main5countSivp` → `count`).
    package var names: [String: String] = [:]

    package init(points: [UInt64: Point] = [:], nextLines: [UInt64: Point] = [:], names: [String: String] = [:]) {
        self.points = points
        self.nextLines = nextLines
        self.names = names
    }

    /// `frame` with its line filled in when TSan gave none and the symbolizer found one.
    package func resolved(_ frame: TSanFrame) -> TSanFrame {
        guard frame.line == nil, let offset = frame.offset, let point = points[offset] else { return frame }
        var frame = frame
        frame.line = point.line
        frame.column = point.column
        return frame
    }

    /// The Swift name of `symbol`, or the symbol itself when it has none.
    package func name(_ symbol: String) -> String { names[symbol] ?? symbol }
}

/// Runs `llvm-symbolizer` and `swift-demangle` from the toolchain beside `swiftc`, once each
/// for a whole set of reports, so symbolising costs two short processes however many frames.
package struct TSanSymbolizer: Sendable {
    package let toolchain: Toolchain

    package init(toolchain: Toolchain) { self.toolchain = toolchain }

    /// Where to look for a line-less frame's line. The access TSan catches is a call into its
    /// runtime that Swift marks as line 0 (compiler-made); when the statement it guards
    /// follows at once (the next instruction, offset 1), that is the line. Further on, the next
    /// line may be the statement or the one after it (a captured `var`'s read has no line at
    /// all): those are kept apart as hints. The line before is never taken: it is the
    /// function's opening or the previous statement.
    /// Every byte up to 64 past it: a short statement (a call) between two probes would be missed.
    static let probes: [UInt64] = Array(0...64)

    /// The lines and names the reports' frames in `compiledPath` (built into `binary`) lack.
    package func symbols(for reports: [TSanReport], binary: String, compiledPath: String) -> TSanSymbols {
        let frames = reports.flatMap { $0.frameStacks.flatMap(\.frames) }.filter { $0.isIn(compiledPath) }
        var symbols = TSanSymbols()
        let offsets = Array(Set(frames.filter { $0.line == nil }.compactMap(\.offset))).sorted()
        if !offsets.isEmpty {
            (symbols.points, symbols.nextLines) = points(for: offsets, binary: binary, compiledPath: compiledPath)
        }
        let globals = reports.flatMap(\.lines).compactMap(Self.mangledGlobal)
        // and the accessors the compiler made (`<compiler-generated>`): they name the property
        let made = reports.flatMap { $0.frameStacks.flatMap(\.frames) }.filter(\.isCompilerMade)
        symbols.names = demangle(Array(Set((frames + made).map(\.symbol) + globals)).sorted())
        return symbols
    }

    /// `  Location is global '$s4main5countSivp' of size 8 …` → `$s4main5countSivp`.
    static func mangledGlobal(_ line: String) -> String? {
        guard let start = line.range(of: "Location is global '")?.upperBound,
            let end = line[start...].firstIndex(of: "'")
        else { return nil }
        return String(line[start..<end])
    }

    private func points(
        for offsets: [UInt64], binary: String, compiledPath: String
    ) -> (exact: [UInt64: TSanSymbols.Point], next: [UInt64: TSanSymbols.Point]) {
        let addresses = offsets.flatMap { offset in Self.probes.map { "0x" + String(offset + $0, radix: 16) } }
        let result = Subprocess.run(
            toolchain.binDirectory + "/llvm-symbolizer",
            ["--obj=" + binary, "--relative-address", "--output-style=JSON", "--no-inlines"] + addresses)
        let entries = Self.entries(result.output)
        var points: [UInt64: TSanSymbols.Point] = [:]
        var next: [UInt64: TSanSymbols.Point] = [:]
        for offset in offsets {
            guard let first = entries[offset], first.file == compiledPath else { continue }
            // The first probe with a line, still in the same function.
            for probe in Self.probes {
                guard let entry = entries[offset + probe], entry.function == first.function, entry.file == compiledPath
                else { break }
                if entry.line > 0 {
                    let point = TSanSymbols.Point(line: entry.line, column: entry.column > 0 ? entry.column : nil)
                    if probe <= 1 { points[offset] = point } else { next[offset] = point }
                    break
                }
            }
        }
        return (points, next)
    }

    struct Entry {
        var function: String
        var file: String
        var line: Int
        var column: Int
    }

    /// Reads llvm-symbolizer's JSON: `[{"Address":"0x…","Symbol":[{"FileName":…,"Line":…}]}, …]`.
    static func entries(_ output: String) -> [UInt64: Entry] {
        var entries: [UInt64: Entry] = [:]
        for line in output.split(separator: "\n") where line.hasPrefix("[") || line.hasPrefix("{") {
            guard let json = try? JSONSerialization.jsonObject(with: Data(line.utf8)) else { continue }
            let objects = (json as? [[String: Any]]) ?? [json as? [String: Any]].compactMap { $0 }
            for object in objects {
                guard let address = (object["Address"] as? String).flatMap({ UInt64($0.dropFirst(2), radix: 16) }),
                    let symbol = (object["Symbol"] as? [[String: Any]])?.first
                else { continue }
                entries[address] = Entry(
                    function: symbol["FunctionName"] as? String ?? "", file: symbol["FileName"] as? String ?? "",
                    line: symbol["Line"] as? Int ?? 0, column: symbol["Column"] as? Int ?? 0)
            }
        }
        return entries
    }

    /// Swift names for mangled symbols (`$s…`), one `swift-demangle` for all of them.
    private func demangle(_ symbols: [String]) -> [String: String] {
        let mangled = symbols.filter { $0.hasPrefix("$s") }
        guard !mangled.isEmpty else { return [:] }
        let result = Subprocess.run(toolchain.binDirectory + "/swift-demangle", ["--simplified", "--compact"] + mangled)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard result.status == 0, lines.count >= mangled.count else { return [:] }
        return Dictionary(zip(mangled, lines.prefix(mangled.count)), uniquingKeysWith: { first, _ in first })
    }
}
