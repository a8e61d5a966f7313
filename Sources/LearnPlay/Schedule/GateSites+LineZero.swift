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
}
