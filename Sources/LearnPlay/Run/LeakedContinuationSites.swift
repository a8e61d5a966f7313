import Foundation
import LearnRunner

/// Where a leaked checked continuation was made, at the learner's lines: the runtime's
/// `leaked its continuation` line names the function that made it (`value()`, its `#function`);
/// the build's symbol table gives that function's address and its line table the function's line;
/// the learner's file, from there on, the line of its `withChecked…Continuation` call. Read once,
/// only for a run whose runtime said a continuation leaked.
struct LeakedContinuationSites {
    struct Site: Equatable {
        /// As the runtime names it: `value()`, `fetch(_:)`.
        let function: String
        /// The function's own line (its declaration), when the line table has it.
        let functionLine: Int?
        /// The line of the `withCheckedContinuation` (or throwing, or unsafe) call in it, when the
        /// file shows one before the next declaration.
        let callLine: Int?
    }

    let toolchain: Toolchain
    let binary: String
    let source: String

    /// The functions the runtime's lines name, in the order they first leaked.
    static func functions(inRuntimeLines labels: [String]) -> [String] {
        var names: [String] = []
        for label in labels {
            guard let leak = label.range(of: " leaked its continuation") else { continue }
            let before = label[..<leak.lowerBound]
            let name = before.range(of: ": ", options: .backwards).map { String(before[$0.upperBound...]) } ?? String(before)
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty, trimmed.count <= 200, !names.contains(trimmed) { names.append(trimmed) }
        }
        return names
    }

    /// Each function's site; a function the symbol table does not show is given with no lines.
    func sites(_ functions: [String]) -> [Site] {
        guard !functions.isEmpty else { return [] }
        let entries = entryAddresses(Set(functions))
        let lines = SiteLines(toolchain: toolchain, binary: binary).lines(Set(entries.values))
        return functions.map { name in
            let line = entries[name].flatMap { lines[$0] }
            return Site(function: name, functionLine: line, callLine: line.flatMap { Self.callLine(in: source, from: $0) })
        }
    }

    /// The address of the one function whose simplified demangled name is one of `names` (or a
    /// method's, `Type.name`): its entry, not an async function's resume parts (`…TY0_`, `…TQ1_`),
    /// which demangle alike; none for a name two functions share.
    private func entryAddresses(_ names: Set<String>) -> [String: UInt64] {
        let nm = toolchain.binDirectory + "/llvm-nm"
        let demangler = toolchain.binDirectory + "/swift-demangle"
        guard FileManager.default.isExecutableFile(atPath: nm), FileManager.default.isExecutableFile(atPath: demangler) else { return [:] }
        let listed = Subprocess.run(nm, ["--defined-only", binary])
        guard listed.status == 0 else { return [:] }
        var symbols: [(address: UInt64, name: String)] = []
        for line in listed.output.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 3, fields[1] == "t" || fields[1] == "T", fields[2].hasPrefix("$s"),
                !Self.isPartial(fields[2]), let address = UInt64(fields[0], radix: 16)
            else { continue }
            symbols.append((address, String(fields[2])))
        }
        guard !symbols.isEmpty else { return [:] }
        let demangled = Subprocess.run(demangler, ["--simplified", "--compact"] + symbols.map(\.name))
        // one name a line, in the order asked (stderr comes in the same output): a line more or
        // less (a warning) and no line is trusted
        let all = demangled.output.split(separator: "\n", omittingEmptySubsequences: false)
        guard demangled.status == 0, all.count == symbols.count + 1, all.last == "", !demangled.output.contains("--->") else { return [:] }
        let demangledNames = all.prefix(symbols.count)
        var found: [String: Set<UInt64>] = [:]
        for (symbol, name) in zip(symbols, demangledNames) {
            // a method demangles with its type (`Loader.value(fails:)`); `#function` has no type; a
            // closure in it (`closure #1 in Loader.value(fails:)`) is not it
            let plain = String(name)
            let asked = names.first { asked in
                plain == asked || (plain.hasSuffix("." + asked) && !plain.dropLast(asked.count + 1).contains(" "))
            }
            guard let asked else { continue }
            found[asked, default: []].insert(symbol.address)
        }
        // two functions of that name (in two types): the runtime's line does not say which
        var entries: [String: UInt64] = [:]
        for (name, addresses) in found where addresses.count == 1 { entries[name] = addresses.first }
        return entries
    }

    /// An async function's resume part or its async function pointer: `…TY0_`, `…TQ12_`, `…Tu`.
    static func isPartial(_ symbol: Substring) -> Bool {
        if symbol.hasSuffix("Tu") { return true }
        guard symbol.hasSuffix("_") else { return false }
        let body = symbol.dropLast().reversed().drop { $0.isNumber }
        return body.starts(with: "YT") || body.starts(with: "QT")
    }

    /// The first line from `line` on that calls `withChecked…Continuation` or
    /// `withUnsafe…Continuation`, before the next `func` after the first.
    static func callLine(in source: String, from line: Int) -> Int? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        for number in line...min(lines.count, line + 60) {
            let text = lines[number - 1]
            if number > line, text.contains("func ") { return nil }
            if text.contains("withCheckedContinuation") || text.contains("withCheckedThrowingContinuation")
                || text.contains("withUnsafeContinuation") || text.contains("withUnsafeThrowingContinuation")
            {
                return number
            }
        }
        return nil
    }
}
