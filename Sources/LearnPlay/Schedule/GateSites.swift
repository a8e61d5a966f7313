import Foundation
import LearnRunner
import LearnTrace

/// The memory-access gates of a scheduled build: every call its instrumented code makes to a
/// ThreadSanitizer entry point (`__tsan_read8`, `__tsan_write8`, `__tsan_external_write`…), found
/// once in the binary's disassembly and named by the learner's line (its DWARF, through
/// `llvm-symbolizer`) and, when the line says it plainly, by the variable (``AccessWords``).
///
/// A call at a line that is not the learner's (learn's support code, compiler-made code at line 0)
/// is no gate. Swift marks an access with `__tsan_external_write` before its loads and stores; where
/// the line loads or stores that same variable itself, the marker is left out, so `count += 1` is two gates
/// (`reads count`, `writes count`), and `items.append(1)`, with only the marker, one (`modifies items`).
package struct GateSites {
    /// One gate: its offset in the program, its line, and what a thread does there.
    package struct Site: Sendable, Equatable {
        package var offset: UInt64
        package var line: Int
        package var fact: GateFact
        /// A read of a variable that holds an object Foundation does not make thread-safe
        /// (``FoundationCalls``): `w` when the line's call changes the object, `r` when it reads it;
        /// `W`, `R` (a variable) and `X`, `Z` (a constant) where the line calls a method on a
        /// variable the file did not declare so, for the tracer to tell by what it holds; nil for
        /// any other site.
        package var object: Character? = nil
        /// `OFFSET<TAB>LINE<TAB>FACT[<TAB>OBJECT]`, as the scheduled tracer reads it (the fact's wire form).
        var lineText: String {
            String(offset, radix: 16) + "\t\(line)\t\(fact.wire.replacing("\t", with: " ").replacing("\n", with: " "))"
                + (object.map { "\t\($0)" } ?? "") + "\n"
        }
    }

    /// Changes whenever the table's rules change: part of a scheduled build's cache key, so a
    /// cached build gets the gates of this learn.
    static let recipe =
        "gates-9: facts, not words; locks, constants unread, async function pointers unread, a type made with a trailing closure names no variable, trailing closures, atomics that order, Foundation's unsafe objects, a let's read at line 0, a lazy var's accessors, markers at line 0 and of a subscripted collection, the C library's copies and fills, unsafe objects however held, the learner's calls"

    let toolchain: Toolchain

    package init(toolchain: Toolchain) { self.toolchain = toolchain }

    private var disassembler: String? {
        [toolchain.binDirectory + "/llvm-objdump", "/usr/bin/llvm-objdump", "/usr/bin/objdump"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    var symbolizer: String {
        let beside = toolchain.binDirectory + "/llvm-symbolizer"
        return FileManager.default.isExecutableFile(atPath: beside) ? beside : "/usr/bin/llvm-symbolizer"
    }

    /// A call at a line of the learner's into library code that reads or writes memory where
    /// neither the gates nor the race detector see it (``unseenCallees``): `line` calls `call`.
    package struct UnseenCall: Sendable, Equatable, Hashable {
        package var line: Int
        package var call: String
        /// The last line, when the call is at one of the lines from ``line`` to it, not known which.
        package var through: Int? = nil
        package init(line: Int, call: String, through: Int? = nil) {
            self.line = line
            self.call = call
            self.through = through
        }

        /// `12`, or `12–14` for a call at one of those lines.
        package var lineWords: String { through.map { "\(line)–\($0)" } ?? "\(line)" }
    }

    /// The sites of `binary`, built from `source`, and the calls at the learner's lines whose
    /// memory they cannot follow.
    package func analyse(binary: String, source: PlaySource) -> (sites: [Site], unseen: [UnseenCall]) {
        guard let disassembler else { return ([], []) }
        let listing = Subprocess.run(disassembler, ["-d", "--no-show-raw-insn", binary], timeLimit: 60)
        guard listing.status == 0 else { return ([], []) }
        var unseenCalls: [(site: UInt64, words: String)] = []
        let calls = Self.calls(in: listing.output, unseen: &unseenCalls)
        guard !calls.isEmpty || !unseenCalls.isEmpty else { return ([], []) }
        // Each site at the call (return address - 1); a call the line tables give no line goes by
        // the instruction after it (Swift's access markers).
        // An unseen call the line tables put at line 0 (the read that starts a `let`) is at the
        // statement from the nearest line of the learner's before it to the line before the next:
        // the one line there that binds a `let` or `var`, else each line there (``UnseenCall/through``).
        let (back, ahead) = (UInt64(160), UInt64(160))
        let asked =
            calls.flatMap { [$0.site, $0.site + 1] }
            + unseenCalls.flatMap { call in ((call.site > back ? call.site - back : 0)...(call.site + ahead)).map { $0 } }
        let places = symbolize(asked, binary: binary)
        let isLearners = { (file: String) in Self.isLearners(file, source) }
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        let unseen = Set(
            unseenCalls.compactMap { call -> UnseenCall? in
                guard let place = places[call.site], isLearners(place.file) else { return nil }
                if place.line > 0 { return UnseenCall(line: place.line, call: call.words) }
                let lineAt = { (address: UInt64) in places[address].flatMap { $0.line > 0 && isLearners($0.file) ? $0.line : nil } }
                guard let after = (1...ahead).lazy.compactMap({ lineAt(call.site + $0) }).first else { return nil }
                let before = (1...min(back, call.site)).lazy.compactMap { lineAt(call.site - $0) }.first ?? max(1, after - 1)
                // the call may be on the line before it (line 11's expression, then line 0 code)
                let between = before < after ? Array(before..<after) : [after]
                let binding = between.filter { $0 <= lines.count && Self.letValueColumn(String(lines[$0 - 1])) != nil }
                if binding.count == 1 { return UnseenCall(line: binding[0], call: call.words) }
                guard let first = between.first, let last = between.last else { return nil }
                return UnseenCall(line: first, call: call.words, through: last > first ? last : nil)
            }
        ).sorted { ($0.line, $0.call) < ($1.line, $1.call) }
        return (sites(calls: calls, places: places, binary: binary, source: source), unseen)
    }

    /// Whether a file the line tables name is the learner's copy (not learn's support code).
    static func isLearners(_ file: String, _ source: PlaySource) -> Bool {
        file == source.fileName || file.hasSuffix("/" + source.fileName)
    }

    /// The sites of `calls`, their places known.
    private func sites(
        calls: [(site: UInt64, kind: Character)], places: [UInt64: (file: String, line: Int, column: Int)], binary: String,
        source: PlaySource
    ) -> [Site] {
        let learnerLines = source.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [(site: UInt64, kind: Character, line: Int, column: Int)] = []
        // An atomic in the code a library inlined into the program (`Mutex`'s unlock) is at no
        // line of the learner's: it is no gate, but it orders (the race detector's `atomic `).
        var ordering: [Site] = []
        for call in calls where call.kind == "S" { ordering.append(Site(offset: call.site, line: 0, fact: .atomic)) }
        let isLearners = { (file: String) in Self.isLearners(file, source) }
        var lineless: [(site: UInt64, kind: Character)] = []
        for call in calls where call.kind != "S" {
            let both = [places[call.site], places[call.site + 1]].compactMap { $0 }
            guard let place = both.first(where: { $0.line > 0 }) else {
                // the learner's file at line 0: a `let` that reads a property (`let old = balance`),
                // a `lazy var`'s accessor
                if call.kind != "c", both.contains(where: { isLearners($0.file) }) { lineless.append((call.site, call.kind)) }
                continue
            }
            guard isLearners(place.file), place.line <= learnerLines.count else { continue }
            found.append((call.site, call.kind, place.line, place.column))
        }
        // where each line-0 site's function starts, asked once for the three passes (each takes at most 400)
        let starts = lineless.count <= 1200 ? functionStarts(lineless.map(\.site), binary: binary) : [:]
        let lazy = lineOfLazy(lineless, starts: starts, lines: learnerLines, isLearners: isLearners)
        var claimed = Set(lazy.map(\.site))
        found += lazy
        let markers = lineOfMarkers(
            lineless.filter { $0.kind == "x" && !claimed.contains($0.site) }, starts: starts, binary: binary, lines: learnerLines,
            isLearners: isLearners)
        claimed.formUnion(markers.map(\.site))
        found += markers
        found += lineOfLets(
            lineless.filter { $0.kind == "r" && !claimed.contains($0.site) }, starts: starts, binary: binary, lines: learnerLines,
            isLearners: isLearners)
        // A call is a gate when the line calls a lock's `lock()`/`unlock()` or `pthread_join` there.
        let locks = found.filter { $0.kind == "c" }.compactMap { item in
            AccessWords.lockCall(learnerLines[item.line - 1], column: item.column).map {
                Site(offset: item.site, line: item.line, fact: $0)
            }
        }
        // A copy or fill the C library makes for the line (`memcpy(cell, &new, 8)`): a gate, and a
        // read of its source and a write of its destination for the race detector. It names no
        // variable (the pointer's memory is what it touches): the race says the line.
        let memory = found.compactMap { item in
            Self.memoryCall(item.kind).map { Site(offset: item.site, line: item.line, fact: .call("memory", method: $0)) }
        }
        found.removeAll { Self.memoryCall($0.kind) != nil }
        // Every other method call at a learner's line is no gate, but the tracer names by it the
        // line of an access a library makes there to an object of an unsafe Foundation class the
        // program made (`store.add(item)` on a parameter): `K`.
        let lockOffsets = Set(locks.map(\.offset))
        let learnerCalls = found.filter { $0.kind == "c" && !lockOffsets.contains($0.site) }.map { item in
            let text = learnerLines[item.line - 1]
            let subject = AccessWords.subject(text, column: item.column) ?? "memory"
            let method = FoundationCalls.call(on: subject, in: text)?.method ?? "call"
            return Site(offset: item.site, line: item.line, fact: .call(subject, method: method), object: "K")
        }
        // A read of a constant (`let lock = NSLock()`) orders nothing: no thread writes it after it is made.
        let constants = AccessWords.constants(in: source.text)
        /// The declared name a subject ends with (`items` in `store.items`).
        func declared(_ subject: String) -> String { String(subject.split(separator: ".").last ?? "") }
        // A marker is left out where the same line loads or stores the same variable itself.
        let named = found.filter { $0.kind != "c" }.map { item in
            (item, AccessWords.subject(learnerLines[item.line - 1], column: item.column) ?? "memory")
        }
        let loaded = Set(named.filter { $0.0.kind != "x" }.map { "\($0.0.line) \($0.1)" })
        // An atomic read of a constant (`let ready = Atomic(false)`) is no gate, as a plain one, but
        // it still orders: the race detector's `atomic-read ready`.
        ordering += named.filter { $0.0.kind == "a" && constants.contains(declared($0.1)) }.map {
            Site(offset: $0.0.site, line: $0.0.line, fact: .atomicRead($0.1))
        }
        // A read of a variable holding a Foundation object that is not thread-safe, on a line that
        // calls it: a gate, and an access of the object for the race detector (``FoundationCalls``).
        let objects = FoundationCalls.objects(in: source.text)
        var calling = Set<UInt64>()
        for (item, subject) in named where item.kind == "r" && objects.contains(declared(subject)) {
            guard let call = FoundationCalls.call(on: subject, in: learnerLines[item.line - 1]) else { continue }
            calling.insert(item.site)
            ordering.append(
                Site(offset: item.site, line: item.line, fact: .call(subject, method: call.method), object: call.writes ? "w" : "r"))
        }
        // A read of a variable the file did not declare with such a class, on a line that calls a
        // method on it: the tracer looks at what it holds, an object of an unsafe class made
        // anywhere (a helper's, a parameter's, an upcast's) being a call on that object. A
        // variable's read stays its own gate (`W`, `R`); a constant's is one only then (`X`, `Z`).
        var held: [UInt64: Character] = [:]
        for (item, subject) in named where item.kind == "r" && !calling.contains(item.site) && !objects.contains(declared(subject)) {
            guard let call = FoundationCalls.call(on: subject, in: learnerLines[item.line - 1]) else { continue }
            if constants.contains(declared(subject)) {
                calling.insert(item.site)
                ordering.append(
                    Site(offset: item.site, line: item.line, fact: .call(subject, method: call.method), object: call.writes ? "X" : "Z"))
            } else {
                held[item.site] = call.writes ? "W" : "R"
            }
        }
        let readsConstant = { (item: (site: UInt64, kind: Character, line: Int, column: Int), subject: String) in
            (item.kind == "r" || item.kind == "a") && constants.contains(declared(subject))
        }
        // …unless the line subscripts it (`counts[key] += 1`): its loads and stores there are an
        // element's, and the marker the one access of the whole collection.
        return named.filter { !readsConstant($0.0, $0.1) && !calling.contains($0.0.site) }.filter {
            $0.0.kind != "x" || !loaded.contains("\($0.0.line) \($0.1)")
                || AccessWords.subscripted($0.1, on: learnerLines[$0.0.line - 1])
        }.map { item, subject in
            let fact: GateFact =
                item.kind == "r" || item.kind == "a"
                ? .read(subject)
                : item.kind == "x"
                    ? .modify(subject) : .write(AccessWords.written(subject, on: learnerLines[item.line - 1], constants: constants))
            return Site(offset: item.site, line: item.line, fact: fact, object: held[item.site])
        } + locks + ordering + memory + learnerCalls
    }

    /// Where the function holding an address starts (its line and first instruction), its
    /// mangled name and file: the symbolizer's `--verbose` form (`Function start line: 6`).
    struct FunctionStart {
        var line: Int
        var address: UInt64
        var name: String
        var file: String
    }

    /// The function each of `addresses` lies in, asked of the symbolizer once for them all.
    func functionStarts(_ addresses: [UInt64], binary: String) -> [UInt64: FunctionStart] {
        guard !addresses.isEmpty else { return [:] }
        let result = Subprocess.run(symbolizer, ["--obj=" + binary, "--verbose"] + addresses.map { "0x" + String($0, radix: 16) })
        guard result.status == 0 else { return [:] }
        var starts: [UInt64: FunctionStart] = [:]
        for (address, block) in zip(addresses, result.output.components(separatedBy: "\n\n")) {
            let rows = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            func field(_ name: String) -> String? { rows.first { $0.hasPrefix(name + ": ") }.map { String($0.dropFirst(name.count + 2)) } }
            guard let line = field("Function start line").flatMap({ Int($0) }), line > 0 else { continue }
            let start = field("Function start address").flatMap { $0.hasPrefix("0x") ? UInt64($0.dropFirst(2), radix: 16) : nil }
            starts[address] = FunctionStart(
                line: line, address: start ?? 0, name: rows.first ?? "", file: field("Function start filename") ?? "")
        }
        return starts
    }

    /// How far back (and, for ``lineOfLets``, ahead) of a line-0 site its neighbours are looked for.
    static let reach: UInt64 = 160

    /// The addresses before `site` in its function, nearest first, at most ``reach`` of them.
    static func before(_ site: UInt64, starts: [UInt64: FunctionStart]) -> [UInt64] {
        let floor = max(starts[site]?.address ?? 0, site > reach ? site - reach : 0)
        return site > floor ? Array((floor..<site).reversed()) : []
    }

    func symbolize(_ addresses: [UInt64], binary: String) -> [UInt64: (file: String, line: Int, column: Int)] {
        let result = Subprocess.run(symbolizer, ["--obj=" + binary, "--functions=none"] + addresses.map { "0x" + String($0, radix: 16) })
        guard result.status == 0 else { return [:] }
        let blocks = result.output.components(separatedBy: "\n\n")
        var places: [UInt64: (String, Int, Int)] = [:]
        for (address, block) in zip(addresses, blocks) {
            let first = block.split(separator: "\n").first ?? ""
            let parts = first.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { continue }
            places[address] = (parts.dropLast(2).joined(separator: ":"), line, column)
        }
        return places
    }
}
