/// One frame of a ThreadSanitizer stack, read from its line:
/// `#0 $s4main4FlagC4flipyyF /path/flag.swift:9:9 (program+0xfcfd9) (BuildId: 93fe)`.
///
/// A frame whose code has no line in the debug information keeps its file and loses the
/// numbers (`/path/flag.swift (program+0xfcab8)`): `line` is nil, and ``TSanSymbolizer``
/// finds it from `module` and `offset`.
package struct TSanFrame: Sendable, Equatable {
    /// The function, as TSan prints it (mangled for Swift: `$s4main4FlagC4flipyyF`).
    package var symbol: String
    /// The source file, `<null>` when TSan knows none.
    package var file: String
    package var line: Int?
    package var column: Int?
    /// The binary or library the code is in (`program`, `libFoundation.so`).
    package var module: String
    /// The code's offset in `module`.
    package var offset: UInt64?

    package init(symbol: String, file: String, line: Int?, column: Int?, module: String, offset: UInt64?) {
        self.symbol = symbol
        self.file = file
        self.line = line
        self.column = column
        self.module = module
        self.offset = offset
    }

    /// Reads a frame line (`#N …`, leading spaces allowed); nil for any other line.
    package init?(_ text: String) {
        var rest = Substring(text.drop { $0 == " " || $0 == "\t" })
        guard rest.hasPrefix("#") else { return nil }
        rest = rest.drop { $0 != " " }.dropFirst()
        if let cut = rest.range(of: " (BuildId:") { rest = rest[..<cut.lowerBound] }
        var module = ""
        var offset: UInt64?
        if rest.hasSuffix(")"), let open = rest.range(of: " (", options: .backwards) {
            let inside = rest[open.upperBound..<rest.index(before: rest.endIndex)]
            if let plus = inside.range(of: "+0x", options: .backwards) {
                module = String(inside[..<plus.lowerBound])
                offset = UInt64(inside[plus.upperBound...], radix: 16)
                rest = rest[..<open.lowerBound]
            }
        }
        let symbol = rest.prefix { $0 != " " }
        var location = rest.dropFirst(symbol.count).drop { $0 == " " }
        var numbers: [Int] = []
        // `file:12:3` or `file:12`: the numbers come off the end, the rest is the file.
        while numbers.count < 2, let colon = location.lastIndex(of: ":"),
            let number = Int(location[location.index(after: colon)...])
        {
            numbers.insert(number, at: 0)
            location = location[..<colon]
        }
        self.init(
            symbol: String(symbol), file: String(location), line: numbers.first.flatMap { $0 > 0 ? $0 : nil },
            column: numbers.dropFirst().first.flatMap { $0 > 0 ? $0 : nil },
            module: module, offset: offset)
    }

    /// True for an accessor the compiler made: TSan names its file `<compiler-generated>`, or,
    /// in some reports, `/<compiler-generated>`.
    package var isCompilerMade: Bool { file.hasSuffix("<compiler-generated>") }

    /// True when the frame is in `path` (the learner's file as the compiler saw it).
    package func isIn(_ path: String) -> Bool { file == path }
}
