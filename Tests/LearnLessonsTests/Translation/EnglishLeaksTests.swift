import LearnLanguage
import LearnTestSupport
import Testing

/// The guard the Korean suites run over their plays (``EnglishLeaks``): it finds the English
/// learn used to leave around a Korean lesson, and passes the Korean that replaced it and the
/// data a Korean run shows as it is (code, labels, the program's own output).
@Suite struct EnglishLeaksTests {
    /// Lines learn printed in English under `--lang ko` before the runs area was translated.
    static let english = [
        "■ barrier is finished. Next: learn run semaphore",
        "■ Part `unsafe` of barrier is finished.",
        "■ actors is finished. It is the last lesson.",
        "Last finished: barrier. Next: `run semaphore`",
        "learn 0.9: `help` lists the commands, `list` the lessons, Ctrl-D leaves.",
        "━━ barrier: concurrent queue, sync reads, .barrier writes: reads share, a write is alone ━━",
        "`elements` over 20 runs:",
        "20 runs: 20 finished",
        "Last line printed, over 20 runs:",
        "       … 5,493 more events (run ×12, read ×4,000, …)",
        "▶ runs barrier-array --variant barrier readers=4 20 times",
        "└ end if",
        "variants (the first is the default):",
        "parameters: none",
        "labels (names a lesson's conditions may use):",
        "no parameters set; try `set NAME=VALUE` (Tab lists names)",
        "`barrier-array` (lesson barrier) takes:",
        "3 of 15 lessons finished; next: `learn run queues`",
        "✓ barrier          barrier로 만드는 thread-safe 배열  [exercise passed]",
        "3 of 9 exercises passed",
        "  queues  failing, 2 hints used",
        // a phrase of learn's own among Korean words: a place the code wrote in English
        "  T1    tid 16221, worker 스레드, 큐: no queue",
        "learn: 데모 프로세스가 크래시했습니다: SIGILL — 당시 main은(는) `sync` onto `작업`에서 block됨",
    ]

    @Test("each English line learn printed around a Korean lesson is found", arguments: english)
    func findsEnglish(_ line: String) {
        #expect(EnglishLeaks.leaks(line))
    }

    @Test func passesKoreanAndData() {
        let korean = """
            ━━ barrier: concurrent 큐, sync 읽기, .barrier 쓰기: 읽기는 함께, 쓰기는 혼자 ━━
                ctx.sleep(readTime)  // slow on purpose: watch reads overlap
                 336.768  main    main-q    » expected 40000 rows, the
                                            table shows 17299
            █ update   ░ reloadData
            k mark op(1,7) finished   l mark op(12,34) stored   m mark op(12,34) finished
            T1   q1     │ █████████ the run of it is finished │
            실행 20회의 `elements` 값:
            실행 20회: finished 20회
            q1: 큐 Swift global concurrent queue
                   … 이벤트 5,493개 더 (run ×12, read ×4,000, …)
            값: reads = 7600, writes = 400
              expected 40000 rows, the table shows 17299
            ■ barrier 레슨을 마쳤습니다. 다음: learn run semaphore
            B의 unlock이 돌려준 값: 1(`EPERM`: operation not permitted). A 자신의 unlock이
            소스에서는 이 경우를 "dispatch_sync called on queue already owned
            by current thread"라고 부릅니다.
            ⚠ runtime: the program ran off the end of the queue
            """
        #expect(EnglishLeaks.lines(in: korean).isEmpty, "\(EnglishLeaks.lines(in: korean))")
    }

    @Test("a paragraph another change is translating is excused whole, up to the blank line")
    func excusedParagraph() {
        let text = "The demo crashed: SIGSEGV while T1 was inside\nthe update, and it is the end.\n\nIt is the last lesson."
        #expect(EnglishLeaks.lines(in: text, excusing: ["The demo crashed"]) == ["It is the last lesson."])
    }

    @Test("no Korean message of the catalogue holds a stretch of English")
    func catalogue() {
        let leaking = Catalogue.entries(.ko).filter { EnglishLeaks.leaks($0.value) }.map { "\($0.key.rawValue): \($0.value)" }
        #expect(leaking.isEmpty, "\(leaking.sorted().joined(separator: "\n"))")
    }
}
