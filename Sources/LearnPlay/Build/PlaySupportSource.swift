/// The code `learn play` adds to a learner's program to trace it without changing it.
///
/// ``tracer`` is a C library (`Support/tracer.c` and `tracer_waits.c`), compiled once per toolchain and preloaded
/// into each traced run: it interposes libdispatch's entry points (`dispatch_async`, `_sync`,
/// `_barrier_*`, `_group_async`, `_group_notify`, `_after`, `_apply`, `dispatch_async_f` — the
/// Swift overlay, Foundation's `OperationQueue` and the Swift task runtime all call them across
/// a shared-library boundary) and `pthread_create` (`Thread { }.start()`), and writes each
/// work item's begin and end, with its queue and thread, as ``WireFormat`` events on fd 3.
/// ``hooks``, ``print`` and ``trace`` (`Support/*.swift`) are a `print` that shadows Swift's and
/// also records the line, and `trace` for named spans, marks and values: a traced build imports
/// them as a module (``module``, ``PlaySupportModule``), a ThreadSanitizer build appends them
/// to the learner's file.
///
/// The files are real C and Swift, kept out of LearnPlay's own compilation and embedded into
/// the binary at build time by the EmbedFiles plugin (``EmbeddedFiles``).
package enum PlaySupportSource {
    /// Changes whenever any of the sources changes: it is part of every cache key.
    static let version = StableHash.hex(tracer, hooks, print, trace)
    /// The same for the scheduled flavour's library and stub (a scheduled build's cache key).
    static let scheduledVersion = StableHash.hex(version, gates, tsanStub, judgePrelude, tsanJudge)
    /// The name the support code's lines carry in diagnostics (`#sourceLocation`).
    static let fileName = "learn-play-support.swift"

    /// The tracing library's C source, one translation unit: the environment wipe it shares with
    /// ``tsanJudge`` (`learn_environ.c`), libdispatch and threads (`tracer.c`), the waits
    /// (`tracer_waits.c`), Swift tasks as the concurrency runtime
    /// sees them (`tracer_tasks.c`), the writes learn's sandbox refused (`tracer_sandbox.c`), then
    /// learn's descriptors, which the program cannot close (`tracer_fds.c`).
    static let tracer =
        file("learn_environ.c") + "\n" + file("tracer.c") + "\n" + file("tracer_waits.c") + "\n" + file("tracer_tasks.c") + "\n"
        + file("tracer_sandbox.c") + "\n"
        + file("tracer_fds.c")

    /// The scheduled flavour's gates, scheduler (ranking threads at gates as learn's demo
    /// scheduler does: `learn_gate_rank.h`, shared with CLearnSys), clock (sleeps, timed waits, `asyncAfter`,
    /// `Task.sleep`, and run loops: `tracer_runloop.c`) and race detector (`learn play --schedule`,
    /// `learn explore FILE`), compiled after ``tracer`` with `LEARN_GATES` into a library of their
    /// own: the plain tracer has none.
    static let gates =
        file("tracer_gates.c") + "\n" + file("tsan_entry_points.c") + "\n" + file("learn_gate_rank.h") + "\n" + file("tracer_sched.c")
        + "\n" + file("tracer_clock.c") + "\n"
        + file("tracer_race.c") + "\n"
        + file("tracer_sched_loop.c") + "\n" + file("tracer_runloop.c")
        + "\n" + file("tracer_locks.c") + "\n" + file("tsan_atomics.c") + "\n" + file("tracer_zygote.c")

    /// The fileprivate `Judge` an exercise's judge records its facts with (`JudgePrelude.swift`),
    /// after the judge's own lines.
    /// The prelude's own text (a bench compiles it beside a judge).
    package static var judgePreludeText: String { file("JudgePrelude.swift") }

    static let judgePrelude = "\n#sourceLocation(file: \"learn-judge-prelude.swift\", line: 1)\n" + file("JudgePrelude.swift")

    /// The ThreadSanitizer entry points, doing nothing, that a scheduled build links against:
    /// the same lists the scheduled tracer defines (``gates``), without `LEARN_GATES`.
    static let tsanStub = file("tsan_entry_points.c") + "\n" + file("tsan_atomics.c")

    /// What tells ThreadSanitizer how `Synchronization.Mutex` hands itself over (`tsan_mutex_shim.c`,
    /// the shim `.ci/tsan` preloads too): preloaded into every ThreadSanitizer run, so a correct
    /// contended `Mutex` is not reported as a data race.
    /// It also notes the writes learn's sandbox refused (`tracer_sandbox.c`, on its own there).
    static let tsanMutexShim = file("tsan_mutex_shim.c") + "\n#define LEARN_SANDBOX_ALONE 1\n" + file("tracer_sandbox.c")

    /// What a judged build's ThreadSanitizer program links in (`tsan_judge.c`): the judge's last
    /// line and ThreadSanitizer's count of reports, told to learn whatever the program does; it
    /// wipes what it read from the environment as the tracer does (`learn_environ.c`).
    static let tsanJudge = file("learn_environ.c") + "\n" + file("tsan_judge.c")

    /// Hooks into the tracer, found with `dlsym` so a build without it (ThreadSanitizer) runs as
    /// it is; the support code's lines are numbered from here, in ``fileName``.
    static let hooks = "\n#sourceLocation(file: \"\(fileName)\", line: 1)\n" + file("LearnPlayHooks.swift")

    /// A `print` that shadows Swift's and also records the line.
    static let print = "\n" + file("print.swift")

    /// `trace`: named spans, marks and values.
    static let trace = "\n" + file("LearnPlayTrace.swift")

    /// The hooks, `print` and `trace` as one file of their own: the source of
    /// ``PlaySupportModule``, which a traced build imports instead of appending them.
    static let module = file("LearnPlayHooks.swift") + "\n" + print + "\n" + trace + "\n"

    /// An embedded support file's text, without its last newline (the learner's program puts
    /// one file after another).
    private static func file(_ name: String) -> String {
        // Embedded by their paths under Sources/: the support folder's files by name, the one
        // shared header by its own path.
        let path = name.hasSuffix(".h") ? "CLearnSys/include/\(name)" : "LearnPlay/Support/\(name)"
        guard let text = EmbeddedFiles.files.first(where: { $0.path == path })?.text else {
            preconditionFailure("learn play's support file \(name) was not embedded at build time")
        }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
