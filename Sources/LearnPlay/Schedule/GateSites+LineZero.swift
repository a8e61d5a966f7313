import Foundation

extension GateSites {
    /// The accesses of a `lazy var`'s accessors, which the line tables put at line 0 of the
    /// learner's file: the getter reads the property's storage and, finding it empty, runs the
    /// initial value and writes it. Two threads that ask for the value at once race there (Swift's
    /// `lazy` is not thread-safe), and with no line they were no gate: `explore` called such a
    /// program safe. Each is put at the property's line (the accessor's start: `lazy var cache = …`);
    /// a line-0 access in any other function is left to ``lineOfLets`` or left out.
    func lineOfLazy(
        _ calls: [(site: UInt64, kind: Character)], starts: [UInt64: FunctionStart], lines: [String], isLearners: (String) -> Bool
    ) -> [(site: UInt64, kind: Character, line: Int, column: Int)] {
        calls.compactMap { call in
            guard let start = starts[call.site], Self.isPropertyAccessor(start.name), isLearners(start.file), start.line <= lines.count,
                let column = Self.lazyNameColumn(lines[start.line - 1])
            else { return nil }
            return (call.site, call.kind, start.line, column)
        }
    }

    /// Swift's access markers (`__tsan_external_write`: a modify of a whole variable) that the line
    /// tables put at line 0 of the learner's file: `text.body += w` on a class's `String`, a
    /// `Dictionary`'s `counts[key, default: 0] += 1`. The call into the library that does the work
    /// is not instrumented, so the marker is the only access of the variable there: without a line
    /// it was no gate, and two blocks doing so at once were called safe. Each is put at the
    /// nearest place of the learner's file before it in its function (the statement's first
    /// load), when the line there modifies a variable it names plainly (``AccessWords/modifiedColumn``);
    /// else it is left out, never guessed.
    func lineOfMarkers(
        _ markers: [(site: UInt64, kind: Character)], starts: [UInt64: FunctionStart], binary: String, lines: [String],
        isLearners: (String) -> Bool
    ) -> [(site: UInt64, kind: Character, line: Int, column: Int)] {
        guard !markers.isEmpty, markers.count <= 400 else { return [] }
        let back = { (site: UInt64) in Self.before(site, starts: starts) }
        let places = symbolize(markers.flatMap { back($0.site) }, binary: binary)
        var out: [(site: UInt64, kind: Character, line: Int, column: Int)] = []
        for marker in markers {
            guard let address = back(marker.site).first(where: { places[$0].map { $0.line > 0 && isLearners($0.file) } ?? false }),
                let place = places[address], place.line <= lines.count,
                let column = AccessWords.modifiedColumn(lines[place.line - 1], column: place.column)
            else { continue }
            out.append((marker.site, marker.kind, place.line, column))
        }
        return out
    }

    /// Whether a mangled Swift name is a property's getter, setter or modify accessor.
    static func isPropertyAccessor(_ name: String) -> Bool {
        name.hasPrefix("$s") && (name.hasSuffix("vg") || name.hasSuffix("vs") || name.hasSuffix("vM"))
    }

    /// The column of the last character of the name a `lazy var` line declares (`cache` in
    /// `lazy var cache: [Int] = …`), 1-based; nil for a line that declares none.
    static func lazyNameColumn(_ line: String) -> Int? {
        guard let declaration = line.range(of: "lazy var ") else { return nil }
        let bytes = Array(line.utf8)
        var i = line.utf8.distance(from: line.startIndex, to: declaration.upperBound)
        while i < bytes.count, bytes[i] == UInt8(ascii: " ") { i += 1 }
        let start = i
        let isName = { (b: UInt8) in b == UInt8(ascii: "_") || (b >= 48 && b <= 57) || (b | 0x20 >= 97 && b | 0x20 <= 122) || b >= 0x80 }
        while i < bytes.count, isName(bytes[i]) { i += 1 }
        return i > start ? i : nil
    }

    /// The lines of reads the line tables put at line 0 of the learner's file. Swift gives the
    /// load that starts a `let` (`let old = balance` in a method) no line, and a read with no line
    /// was no gate: the race detector never saw a lost update's read. Its line is the one `let`
    /// or `var` between the nearest lines before and after it in the code (the function's, the
    /// next statement's); where those lines hold several, the reads take them in order when they
    /// are as many, and a read whose line stays unsure is left out, never guessed.
    func lineOfLets(
        _ reads: [(site: UInt64, kind: Character)], starts: [UInt64: FunctionStart], binary: String, lines: [String],
        isLearners: (String) -> Bool
    ) -> [(site: UInt64, kind: Character, line: Int, column: Int)] {
        guard !reads.isEmpty, reads.count <= 400 else { return [] }
        // `starts`: where each read's function starts, its line and its first instruction
        let reach = Self.reach
        let back = { (read: UInt64) in Self.before(read, starts: starts) }
        let addresses = reads.flatMap { read in back(read.site) + (2...reach).map { read.site + $0 } }
        let places = symbolize(addresses, binary: binary)
        // the nearest line of the learner's file among `addresses`, in their order
        func nearest(_ addresses: [UInt64]) -> Int? {
            for address in addresses {
                if let place = places[address], place.line > 0, isLearners(place.file) { return place.line }
            }
            return nil
        }
        var regions: [[Int]: [(site: UInt64, kind: Character)]] = [:]
        for read in reads {
            guard let before = nearest(back(read.site)) ?? starts[read.site]?.line,
                let after = nearest((2...reach).map { read.site + $0 }), before < after, after <= lines.count
            else { continue }
            regions[[before, after], default: []].append(read)
        }
        var out: [(site: UInt64, kind: Character, line: Int, column: Int)] = []
        for (region, inside) in regions {
            let lets = (region[0] + 1..<region[1]).compactMap { n in Self.letValueColumn(lines[n - 1]).map { (n, $0) } }
            guard lets.count == 1 || lets.count == inside.count else { continue }
            for (i, read) in inside.sorted(by: { $0.site < $1.site }).enumerated() {
                let (n, column) = lets[lets.count == 1 ? 0 : i]
                out.append((read.site, read.kind, n, column))
            }
        }
        return out
    }

    /// The column of the last character of the name a `let` or `var` line's value starts with
    /// (`balance` in `let old = balance`, `self.balance`'s `balance`), 1-based; nil for a line that
    /// binds no such value.
    static func letValueColumn(_ line: String) -> Int? {
        let bytes = Array(line.utf8)
        guard let bind = line.range(of: "let ") ?? line.range(of: "var ") else { return nil }
        var i = line.utf8.distance(from: line.startIndex, to: bind.upperBound)
        while i < bytes.count, bytes[i] != UInt8(ascii: "=") { i += 1 }
        guard i + 1 < bytes.count, bytes[i + 1] != UInt8(ascii: "=") else { return nil }
        i += 1
        while i < bytes.count, bytes[i] == UInt8(ascii: " ") { i += 1 }
        let isName = { (b: UInt8) in
            b == UInt8(ascii: "_") || b == UInt8(ascii: ".") || (b >= 48 && b <= 57) || (b | 0x20 >= 97 && b | 0x20 <= 122)
        }
        var end = i
        while end < bytes.count, isName(bytes[end]) { end += 1 }
        guard end > i, !(bytes[i] >= 48 && bytes[i] <= 57), bytes[end - 1] != UInt8(ascii: ".") else { return nil }
        return end
    }
}
