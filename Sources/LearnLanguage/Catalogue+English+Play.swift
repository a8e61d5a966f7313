extension Catalogue {
    /// English: a learner's own code: `play`, ThreadSanitizer's explanations, exercises and their verdicts, `verify --watch`.
    static let englishPlay: [MessageKey: String] = [
        // ThreadSanitizer's explanation; {1} of tsanNoRace is "3 runs" (countRuns)
        .tsanNoRace:
            "ThreadSanitizer found no data race in {1} of `{2}`. (A race that did not happen in these runs can still be there: `--runs N` tries more.)",
        .tsanFoundOne: "ThreadSanitizer found {1} problem in `{2}` (after {3}):",
        .tsanFoundMany: "ThreadSanitizer found {1} problems in `{2}` (after {3}):",
        .tsanTaskNote:
            "Swift tasks are not recorded under ThreadSanitizer: a --tsan build runs without learn's tracer, whose task hooks read the runtime's task state without synchronisation (TSan would report that as races of its own). Run it without --tsan to see its tasks (`trace tasks`).",
        // A finding: {1} the variable, {2} its line (tsanAtLine or nothing), {3} the verb,
        // {4} the thread, {5} where in the learner's functions (a chain or nothing); {6}-{9}
        // the previous access's thread, verb, line and chain
        .tsanRace: "{1}{2} {3} on {4}{5} while {6} {7} it{8}{9}, with nothing ordering them",
        .tsanAccess: "{1}{2} {3} on {4}{5}",
        // a report that is not a race: {1} TSan's kind of report, {2} the line, {3} the thread, {4} the chain
        .tsanOther: "{1}{2} on {3}{4}",
        .tsanAtLine: " at line {1}",
        .tsanChainIn: " (in {1})",
        .tsanChainCalled: " (in {1}, {2})",
        .tsanChainInCalled: " (in {1}, {2})",
        .tsanCalledFromAt: "called from {1} at line {2}",
        .tsanCalledFrom: "called from {1}",
        .tsanCalledAt: "called at line {1}",
        .tsanCalled: "called",
        .tsanWritten: "written",
        .tsanRead: "read",
        .tsanAtomicallyWritten: "atomically written",
        .tsanAtomicallyRead: "atomically read",
        .tsanAccessed: "accessed",
        .tsanWrote: "wrote",
        .tsanAtomicallyWrote: "atomically wrote",
        .tsanStorage: "the {1} `{2}`'s storage",
        .tsanArray: "array",
        .tsanDictionary: "dictionary",
        .tsanFieldOfMade: "`{1}` of the `{2}` made at line {3}",
        .tsanPropertyOfMade: "a property of the `{1}` made at line {2}",
        .tsanMemoryMade: "memory made at line {1}",
        .tsanLineTouches: "what line {1} touches",
        .tsanOutsideFile: "memory outside your file",
        .tsanTopLevel: "the top level",
        .tsanClosure: "a closure",
        .tsanClosureIn: "a closure in {1}",
        .tsanObserver: "`{1}`'s {2}",
        .tsanAccessor: "the {2} of `{1}`",

        .playCompiledIn: " (compiled in {1} s)",
        .playUnderTSan: " under ThreadSanitizer",
        .playRepeat: "▶ {1} {2} times",
        .playCompileStopped: "■ The compile was stopped by Ctrl-C.",
        .playSaid: "» {1} on {2}: {3}",
        .playLastLines: "Last lines printed:",
        .playNote: "Note: ",
        .playRawShell: "`trace tsan` shows ThreadSanitizer's own report.",
        .playRawCommand: "`--raw` shows ThreadSanitizer's own report.",
        .playRaceFound: "ThreadSanitizer found a data race in `{1}`",
        .playStoppedShell: "■ Stopped (Ctrl-C). `again` runs it once more.",
        .playCannotWriteTrace: "cannot write the trace: {1}",
        .playWrote: "Wrote {1}: change it, then `play {1}` (in the shell: `edit`, `again`).",
        .playNameAFile: "name a file: `play FILE.swift`, or `play --new NAME` for one with an example",
        .playTryItYourself: "// Try it yourself: {1} (`learn run {2}`).",
        .playLessonCode: "// The code the lesson shows, to copy from (it is part of a demo, so it is commented out):",

        .playNoCompiler:
            "`swiftc` is not on PATH: install the Swift toolchain (swift.org/install) and put its `usr/bin` on PATH, as you did to build learn",
        .playMissingFile: "there is no file `{1}`; `play --new NAME` makes one with an example to start from",
        .playIsDirectory: "`{1}` is a folder; name a .swift file in it",
        .playNotUTF8: "`{1}` is not UTF-8 text; save it as UTF-8 (is it a Swift file?)",
        .playTooLarge: "`{1}` has {2} bytes; `learn play` takes files up to {3} kB — one program, not a project",
        .playUnreadable: "cannot read `{1}`: {2}",
        .playCompileFailed: "`{1}` does not compile (the compiler's messages are above); fix the first error and run it again",
        .playCompileInterrupted: "the compile was stopped by Ctrl-C",
        .playCompileTimedOut: "the compile was still running after {1} s, the most a compile may take, and was stopped",
        .playNoGates:
            "`{1}` passed no gate: no second thread or queue, no memory two threads could share, no wait or print of one. Scheduling needs at least two threads; run it with `learn play` alone",
        .playFileExists: "`{1}` already exists; `play {1}` runs it, or choose another name",
        .playCannotWrite: "cannot write `{1}`: {2}",

        // {1} is raceThreadOne or raceThreads; {2} of raceNoteMany the number of runs
        .raceNoteOne:
            "This run never had two threads inside your blocks at the same time (peak parallelism 1; the pool used {1}), so it cannot show a data race even if there is one: a race needs two threads at the same memory with nothing ordering them, and whether they meet depends on an unlucky interleaving. `--repeat 20` runs it many times; `--tsan` finds races whatever the timing.",
        .raceNoteMany:
            "None of the {2} runs had two threads inside your blocks at the same time (peak parallelism 1; the pool used {1}), so they cannot show a data race even if there is one: a race needs two threads at the same memory with nothing ordering them, and whether they meet depends on an unlucky interleaving. `--tsan` finds races whatever the timing.",
        .raceDisagreement:
            "Your last traced run of this file looked safe (peak parallelism 1; the pool used {1}): this race needs an unlucky interleaving, which that run did not have, while ThreadSanitizer sees that nothing orders the two accesses, whatever the timing.",
        .raceThreadOne: "1 thread",
        .raceThreads: "{1} threads",
        .linuxUIKit:
            "UIKit (and AppKit, SwiftUI) exist only on Apple platforms, and learn compiles for Linux: import Foundation (Dispatch, Thread and OperationQueue are there) and leave the user-interface code out.",
        .linuxOverride:
            "On Linux Foundation is plain Swift with no Objective-C runtime, so a property of a Foundation class such as `Operation`'s `isReady`, `isExecuting`, `isFinished` or `isAsynchronous` cannot be overridden from an extension: move each `override var` into the class body itself.",
        .linuxKVO:
            "On Linux there is no Objective-C runtime and so no key-value observing: `#keyPath`, `@objc dynamic` and `observe(_:)` do not compile; write the key as a string (`willChangeValue(forKey: \"isFinished\")`, which corelibs' `Operation` listens for) and drop `@objc`.",

        .exerciseNameOne: "name an exercise: `exercise` lists them",
        .exerciseNoSuch: "no exercise `{1}`",
        .exerciseListsThem: "`exercise` lists them",
        .exerciseNoHome: "there is no home folder for your exercises: set LEARN_HOME to a folder you can write to",
        .exerciseNoJudge: "{1} has no judge: its checks read your program's own runs",
        .exerciseJudgeHeading: "// {1}: the exercise's own code, compiled beside yours as the program's main.",
        .exerciseSetHome: "{1} (set LEARN_HOME to a folder you can write to)",
        .solutionAfterPass: "the solution of {1} is shown after you pass it (`verify {1}`), or with `solution {1} --give-up`",
        .solutionHeading: "// The reference solution of {1} ({2}):",
        .verifyNoJudge: "{1} has no judge, so its verify makes no schedules to replay",
        .verifyNoFile: "no file {1}: `{2}exercise {3}` writes it",
        .verifyNothingRecorded: "Nothing was recorded: `{1}verify {2}` verifies the file as it is now.",
        .verifyAgainNew: "Verifying the new version…",
        .verifyFolderGone: "The folder {1} is gone: waiting for it, and {2}.swift in it, to come back.",
        .verifyFileGone: "{1} is not there (deleted or renamed?): waiting for it to come back.",
        .verifyWatching: "Watching {1}: save it to verify again; Ctrl-C stops.",
        .verifyWaitingFolder: "Waiting for {1} to be made again; Ctrl-C stops.",
        .verifyStoppedWatching: "■ Stopped watching.",
        .verifyBadReplay: "`{1}` is not a schedule to replay: copy the TOKEN:SEED a verify printed after `--replay`",
        .verifyReplayNoWatch: "--replay judges one schedule once; leave out --watch",

        .verifyUnderTSan: "under ThreadSanitizer {1}",
        .verifyTokenMismatch: "this token does not fit your file as it is now ({1}): verify again for a new one.",
        // {3} is one of the reach… words
        .verifyReaches:
            "line {1} uses `{2}`, which {3}: a verify judges what your code does when the exercise's judge calls it, so a file that reaches into learn is not judged. Remove it and verify again.",
        // {1} is verifyHangDeadlock, verifyHangLostWakeup or nothing
        .verifyStuck:
            "no thread could go on under this schedule{1}: every thread waited, for another thread, for a signal no thread was left to send, or for a timer (learn's scheduler waits at most 0.2 s for one)",
        .verifyHangDeadlock: " (a deadlock)",
        .verifyHangLostWakeup: " (a lost wake-up)",
        .verifyNoteTopLevel:
            "note: your file is compiled beside the exercise's judge ({1}), which is the program's main and calls your code: keep your file to declarations (types, functions, lets), with no statements at the top level. A copy made from an older starter (a whole program) can be kept aside with `learn exercise {2} --fresh`, which writes the new starter.",
        .verifyNoteJudgeNames:
            "note: {1} is the exercise's own code that drives yours (`learn exercise {2} --judge` shows it): keep the names and signatures it calls as the starter has them.",
        .reachDlsym: "looks up symbols at run time",
        .reachDlopen: "opens libraries at run time",
        .reachSilgenName: "binds a Swift name to a raw symbol",
        .reachCdecl: "exports a raw C symbol",
        .reachJudge: "names the judge's entry points",
        .reachTracer: "names the tracer's entry points",
        .reachSourceLocation: "renames its own lines",
        .reachWalk: "walks the program's loaded libraries",
        .reachUnderscored: "uses an underscored compiler attribute",
        .shadowExtends:
            "line {1} extends `{2}`, a type your file does not declare: your file is compiled beside the exercise's judge, and an extension of `{2}` could change what the judge computes with it. Extend only your own types, then verify again.",
        .shadowOperator:
            "line {1} declares the operator `{2}`: your file is compiled beside the exercise's judge, whose arithmetic it could change. Use a method instead, then verify again.",
        .shadowOperatorFunction:
            "line {1} declares the operator function `{2}` at the top level: your file is compiled beside the exercise's judge, whose arithmetic it could change. Use a method instead, then verify again.",
        .shadowName:
            "line {1} declares `{2}`, a name the exercise's judge uses: your file is compiled beside the judge, so your `{2}` would stand in for the one the judge means. Give it another name, then verify again.",
        .declarationsUnreadable: "learn could not read what your file declares (the Swift parser did not run): verify again.",
        .judgeForged:
            "your code called the judge's own entry points, or wrote to learn's trace itself: a fact only the judge records came from elsewhere, so this run is not judged",
        .judgeUnfinished:
            "the program ended before the judge's last line ran: your code ended it (an exit, an abort), or kept the judge from finishing",
        .tsanJudgeForged:
            "your code called the judge's own entry point: a fact only the judge records came from elsewhere, so this run is not judged",
        .tsanReportsHiddenOne:
            "it reported 1 data race, but learn could not read the report: the program closed or redirected its standard error, or printed so much that the report was cut off. A race was found all the same",
        .tsanReportsHiddenMany:
            "it reported {1} data races, but learn could not read the reports: the program closed or redirected its standard error, or printed so much that the reports were cut off. A race was found all the same",
        .reachSettings: "reads learn's settings",

        .playCacheFull: "the cache folder is full: {1} ({2}); free some space there, or set XDG_CACHE_HOME to a folder on another disk",
        .playRebuilt: "The cached program for {1} was changed on disk after learn built it: built again.",
        .playNotAToken:
            "`{1}` is not a replay token of a file: it is the schedule (`sFCB`…), `@`, and 8 hex digits of the file's text. Copy it whole from `learn explore {2}` or the end of a `--schedule` run.",
        .playTokenOtherText:
            "the token `{1}` was made for another text of {2} (its text now ends the token with @{3}): a schedule of other code does not replay this one. Run `learn explore {4}` for tokens of the file as it is.",
        .playLessonFileExists: "`{1}` already exists; `play {1}` runs it, or move it away first",
        // the top of `play --from LESSON`'s program: {1} the lesson's title, {2} its id, {3} its variants
        .playExampleHeader: """
        // Try it yourself: {1} (`learn run {2}`): the lesson's example, its own code.
        // Below: the demo's files as learn compiles them (the code the lesson shows is between
        // `// region:` and `// endregion`), then stand-ins for the part of learn they use.
        // Run another variant by changing its name: {3}.
        """,
        .setupLock: "cannot lock the build folder {1}",
        .setupReadBuilt: "cannot read the program just built in {1}",
        .setupInUse: "the build folder {1} is in use by another learn and is not this build: run it again when that one ends",
        .setupKeep: "cannot keep the build in {1} ({2})",
        .setupTracer: "cannot build learn's tracing library with {1}:\n{2}",
        .setupMakeFolder: "cannot make the build folder {1}: {2} (set XDG_CACHE_HOME to a folder you can write to)",
        .setupWrite: "cannot write {1}: {2}",
        .setupLibraries: "cannot read the libraries the compiled {1} needs from {2}",
        .setupNoTool: "learn's build plan names no tool",
        .setupLinkScheduled: "cannot link the scheduled build of {1}:\n{2}",
        .setupLinkTSan: "cannot link the ThreadSanitizer build of {1}:\n{2}",
        .setupJudgeObject: "cannot build learn's ThreadSanitizer judge object with {1}:\n{2}",
        .setupScheduler: "cannot build learn's scheduling library with {1}:\n{2}",
        .setupNoJudgeGate: "cannot find the judge's gate in {1}",
        .setupSymbols: "cannot list the symbols of {1}:\n{2}",
        .setupGatesMissing: "the judge's gate functions are missing from {1}",
        .setupWriteFile: "cannot write {1}",
        .setupMake: "cannot make {1}",
        .exerciseCannotKeepAside: "cannot keep {1} aside: {2}",
        .exerciseTooManyOld: "there are already 999 old copies of {1} in {2}: remove some",
        .exerciseCannotWrite: "cannot write {1}: {2}",
        .watchCannotStart: "cannot watch files: inotify_init1 failed ({1})",
        .watchCannotWatch: "cannot watch {1}: {2}",
    ]
}
