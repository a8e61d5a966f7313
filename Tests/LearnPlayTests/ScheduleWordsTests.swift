import LearnLanguage
import LearnRunner
import LearnTrace
import Testing

@testable import LearnPlay

/// The words of a learner's gates and tokens: what a variable is called, which calls are gates,
/// and that a token of one text is refused for another.
@Suite struct ScheduleWordsTests {
    @Test func theVariableIsReadFromTheLineAtTheColumn() {
        #expect(AccessWords.subject("        count += 1", column: 15) == "count")
        #expect(AccessWords.subject("        box.n += 1", column: 15) == "box.n")
        #expect(AccessWords.subject("        items.append(1)", column: 15) == "items")
        #expect(AccessWords.subject("    self.total = 3", column: 16) == "total")
        #expect(AccessWords.subject("    rows[i] = 3", column: 13) == "rows")
        #expect(AccessWords.subject("    let x = count", column: 13) == "count")
        #expect(AccessWords.subject("    queue.sync { rows.append(row) }", column: 11) == "queue")
        #expect(AccessWords.lockCall("        lock.lock()", column: 14) == .lock("lock"))
        #expect(AccessWords.lockCall("    self.audit.unlock()", column: 16) == .unlock("audit"))
        #expect(AccessWords.lockCall("    pthread_mutex_lock(&m)", column: 5) == .lock("mutex"))
        #expect(AccessWords.lockCall("    pthread_join(t, nil)", column: 5) == .join)
        #expect(AccessWords.lockCall("    lock.lockBefore()", column: 10) == nil)
        #expect(AccessWords.constants(in: "let a = 1\nvar b = 2\nlet b = 3\n") == ["a"])
        // a call that is no method of a name, and a column past the line, say nothing rather than guess
        #expect(AccessWords.subject("    work()", column: 5) == nil)
        #expect(AccessWords.subject("x", column: 9) == nil)
    }

    /// No thread writes a constant after it is made: a write the line's words name after one is
    /// the line's other store — an `async let`'s result — or is said without a name.
    @Test func aWriteIsNeverSaidToBeOfAConstant() {
        let constants: Set<String> = ["account", "lock"]
        #expect(AccessWords.written("account", on: "async let first = account.withdraw(80)", constants: constants) == "first")
        #expect(AccessWords.written("account", on: "    async let b: Bool = account.withdraw(1)", constants: constants) == "b")
        #expect(AccessWords.written("account", on: "let account = Account()", constants: constants) == "account")
        #expect(AccessWords.written("account", on: "    _ = account.withdraw(80)", constants: constants) == "memory")
        #expect(AccessWords.written("box.n", on: "    box.n = 3", constants: constants) == "box.n")
        #expect(AccessWords.written("count", on: "    count += 1", constants: constants) == "count")
    }

    @Test func callsToThreadSanitizersEntryPointsAreTheSites() {
        let listing = """
                1cff:      \tcall\t0x1710 <__tsan_external_write@plt>
                1d04:      \tlea\t0x35d5(%rip), %rdi
                1d0b:      \tcall\t0x1720 <__tsan_read8@plt>
                1d10:      \tmov\t0x35c9(%rip), %rax
                1d30:      \tcall\t0x1730 <__tsan_write8@plt>
                1d35:      \tmov\t-0x60(%rbp), %rax
                1d40:      \tcall\t0x1740 <__tsan_func_entry@plt>
                1d45:      \tnop
            """
        let calls = GateSites.calls(in: listing)
        #expect(calls.map(\.site) == [0x1d03, 0x1d0f, 0x1d34])
        #expect(calls.map(\.kind) == ["x", "r", "w"])
    }

    @Test func aLazyVarsAccessorsArePutAtItsLine() {
        #expect(GateSites.lazyNameColumn("    lazy var value: [Int] = { [] }()") == 18)
        #expect(GateSites.lazyNameColumn("private lazy var cache = Cache()") == 22)
        #expect(GateSites.lazyNameColumn("    var value = 0") == nil)
        #expect(GateSites.isPropertyAccessor("$s4prog3BoxC5valueSaySiGvg"))
        #expect(GateSites.isPropertyAccessor("$s4prog3BoxC5valueSaySiGvM"))
        #expect(!GateSites.isPropertyAccessor("$s4prog3BoxC5valueSaySiGvgAEyXEfU_"))  // its initial value's closure
    }

    @Test func aMarkerAtLineZeroIsPutAtTheStatementThatModifies() {
        let line = "for w in [\"x\"] { queue.async { counts.byWord[w, default: 0] += 1 } }"
        // from the column of `counts` (32), of the key inside the subscript (46) or of `[` (45): `byWord`'s last (44)
        for column in [32, 46, 45] { #expect(AccessWords.modifiedColumn(line, column: column) == 44) }
        #expect(AccessWords.modifiedColumn(line, column: 5) == nil)  // `in`: no statement of its
        #expect(AccessWords.modifiedColumn("    text.body += w", column: 5) == 13)
        #expect(AccessWords.modifiedColumn("    grid.cells[i] = i + 1", column: 16) == 14)
        #expect(AccessWords.modifiedColumn("    if total == 3 { }", column: 8) == nil)  // a comparison
        #expect(AccessWords.modifiedColumn("    if total <= 3 { }", column: 8) == nil)
        #expect(AccessWords.modifiedColumn("    print(total)", column: 11) == nil)  // no assignment
        #expect(AccessWords.modifiedColumn("a = 1; b = 2", column: 8) == 8)
        #expect(AccessWords.subscripted("counts.byWord", on: "counts.byWord[w] += 1"))
        #expect(!AccessWords.subscripted("counts.byWord", on: "counts.byWord = [:]"))
        #expect(!AccessWords.subscripted("values", on: "results.values[i] = 1"))  // another variable's `values`
    }

    @Test func aTokenIsTiedToTheFilesText() throws {
        let source = PlaySource(path: "a.swift", text: "print(1)\n")
        let other = PlaySource(path: "a.swift", text: "print(2)\n")
        let made = ProgramToken(schedule: .init(choices: [1, 1, 2]), text: source.text)
        #expect(try ProgramToken.parse("\(made)", for: source).get() == made)
        guard case .failure(.badToken(let sentence)) = ProgramToken.parse("\(made)", for: other) else {
            Issue.record("a token of another text was taken")
            return
        }
        #expect(sentence.description.contains("another text of a.swift"))
        guard case .failure(.badToken(let malformed)) = ProgramToken.parse("1b2", for: source) else {
            Issue.record("a token without its digest was taken")
            return
        }
        #expect(malformed.description.contains("is not a replay token"))
    }

    /// An outcome is counted by its English words and shown in the learner's, both from the run's
    /// facts: how it ended, what it printed last (commas and all), its values as they are.
    @Test func anOutcomeIsWordedFromTheRunsFacts() {
        let events = [
            TraceEvent(seq: 0, time: 1, tid: 2, isMain: true, kind: .say, label: "a, b"),
            TraceEvent(seq: 1, time: 2, tid: 2, isMain: true, kind: .value, label: "count", value: 2),
        ]
        let crashed = RunResult(
            request: RunRequest(program: ProgramTarget(fileName: "a.swift")),
            status: .crashed(signal: 11, name: "SIGSEGV", summary: ""), trace: Trace(events: events))
        #expect(ScheduledProgram.outcome(crashed) == #"crash (SIGSEGV), printed last "a, b", count=2"#)
        #expect(ScheduledProgram.outcomeWords(crashed, Catalogue(.ko)) == #"크래시(SIGSEGV), 마지막 출력 "a, b", count=2"#)
        var exited = crashed
        exited.status = .failed("")
        exited.exitCode = 3
        exited.trace = Trace(events: [events[1]])
        #expect(ScheduledProgram.outcomeWords(exited, Catalogue(.ko)) == "종료 상태 3, count=2")
        // a run that finished silently is not labelled a bare "finished" (issue 39)
        let silent = RunResult(request: crashed.request, status: .finished, trace: Trace(events: []))
        #expect(ScheduledProgram.outcome(silent) == "finished, printed nothing")
    }

    /// `learn explore` counts an exit status from the run's fact, whatever its language said.
    @Test func anExitStatusIsCountedInEveryLanguage() {
        for language in Language.allCases {
            var request = RunRequest(program: ProgramTarget(fileName: "a.swift"))
            request.language = language
            var result = RunResult(
                request: request, status: .failed(Catalogue(language)(.diagProgramExited, 3)), trace: Trace(events: []))
            result.exitCode = 3
            #expect(ScheduledProgram.outcome(result) == "exit status 3", "\(language)")
        }
    }
}
