extension Catalogue {
    /// English: a run's outcome in words (`{outcome}`), what stopped it (a crash, the watchdog, a
    /// deadlock, a lost wake-up) and where each thread was (RunStatus+Words, WaitDiagnosis, RunDiagnosis).
    static let englishDiagnosis: [MessageKey: String] = [
        .diagDemo: "the demo",
        .diagYourProgram: "your program",
        .diagFinished: "finished",
        .diagCrashed: "crashed ({1})",
        .diagTimedOut: "timed out",
        .diagStopped: "stopped",
        .diagFailed: "failed",
        .diagLostWakeupStopped: "a lost wake-up, stopped by the watchdog",
        .diagDeadlockStopped: "a deadlock, stopped by the watchdog",
        .diagWatchdogStopped: "stopped by the watchdog",
        .diagCrashedSentence: "{1} crashed ({2}).",
        .diagTimeLimitSentence: "{1} was still running after {2}, the most this run may take, so it was stopped.",
        .diagNoProgressSentence: "{1} made no progress for {2}, so the watchdog stopped it.",
        .diagWhereEachThreadWas: " Where each thread was:",
        .diagStoppedCtrlC: "The run was stopped (Ctrl-C).",
        .diagDemoCouldNotRun: "The demo could not run: {1}",
        .diagCrashedProblem: "{1} crashed ({2})",
        .diagTimeLimitProblem:
            "{1} was still running after {2} s, the most one run may take here, so it was stopped (three times `--watchdog SECONDS`, at least 10 s)",
        .diagNoProgressProblem: "{1} made no progress for {2} s, so the watchdog stopped it (`--watchdog SECONDS` gives it longer)",
        .diagWhereEachThreadWasProblem: "; where each thread was:",
        .diagStoppedByCtrlC: "stopped by Ctrl-C",
        .diagCrashSummary: "{1} crashed: {2}",
        .diagStrayOne: "1 process {1} started was still running and was stopped",
        .diagStrayMany: "{1} processes {2} started were still running and were stopped",
        .diagDemoStoppedBy: "the demo's process was stopped by {1}",
        .diagProgramStoppedBy: "your program was stopped by {1}",
        .diagProgramExited: "your program exited with status {1}",
        .diagDemoExitedUnstarted: "the demo's process exited (status {1}) without starting the demo; is `{2}` a learn binary?",
        .diagDemoExitedEarly: "the demo's process exited (status {1}) before the demo finished",
        .diagNotADemo: "a demo runner runs demos, not the program `{1}`",
        // RunDiagnosis: where the threads were when it crashed or hung
        .diagWhile: "while {1}",
        .diagBlockedIn: "blocked in {1}",
        .diagInside: "inside `{1}`",
        .diagOneWas: "{1} was {2}",
        .diagManyWere: "{1} were {2}",
        .diagBeforeRecording: "before learn received any of its events",
        .diagAfterOn: "after `{1}` on {2}",
        .diagListLast: "{1} and {2}",
        .diagHangBlocked: "{1}: blocked in {2} for {3}",
        .diagHangBusy: "{1}: busy inside `{2}` for {3}",
        .diagHangWaiting: "{1}: waiting inside `{2}` for {3}",
        .diagHangOutside: "{1}: outside any span since `{2}` {3} ago",
        .diagThreadEnded: " (thread ended)",
        // WaitDiagnosis: what a run's waits tell
        .diagAt: " at {1}",
        .diagCallOnto: "`{1}` onto `{2}`",
        .diagSyncOntoOwnQueue:
            "{1} called {2}{3} while already running on `{4}`: a serial queue runs one block at a time, so the new block would wait for the one that is waiting for it, forever{5}. Call the code directly, or use `async`.",
        .diagLibdispatchStops: " — libdispatch stops the program instead",
        .diagDeadlockMainWaits: "{1} waits{2} in {3}, so it never runs the main queue",
        .diagDeadlockWaitsFor: "{1} (on `{2}`) waits{3} in {4}, which {5} holds",
        .diagDeadlock: "A deadlock: {1}. Each waits for another, so none can go on.",
        .diagWaitsForBlocked: "{1} waits{2} in {3} for threads that are blocked themselves.",
        .diagLostWakeupBlocked:
            "A lost wake-up: {1} waits{2} in {3} ({4}), but no other thread is running its code or blocked in a wait it recorded (a pool thread idle between blocks waits for work, not for this): whatever should have called `{5}()` has finished without it, so nothing will wake {1}.",
        .diagLostWakeupEnded:
            "A lost wake-up: {1} waited {2}{3} in {4} while no other thread did anything: whatever should have called `signal()` had finished without waking it, so only the wait's timeout ended it (without one it would wait forever).",
        .diagNeverRanOne:
            "The block queued on main at {1} never ran: nothing served the main queue (a program without a main loop ends, or blocks main, first). End top-level code with `dispatchMain()` (and `exit(0)` when the work is done), or run the code without `DispatchQueue.main`.",
        .diagNeverRanMany:
            "The blocks queued on main at {1} never ran: nothing served the main queue (a program without a main loop ends, or blocks main, first). End top-level code with `dispatchMain()` (and `exit(0)` when the work is done), or run the code without `DispatchQueue.main`.",
        .diagNoThreadCanGoOn: "no thread can go on",

        // a pipe past its bound: {1} diagDemo or diagYourProgram, {3} diagPipeTrace or diagPipeOutput
        .diagPipeTooMuch: "{1} wrote over {2} GB to {3}; the run was stopped",
        .diagPipeLongLine: "{1} wrote a line of over {2} bytes to {3}; the run was stopped",
        .diagPipeTrace: "learn's trace pipe (its fd 3)",
        .diagPipeOutput: "its standard output and error",
        // a place in the learner's file, for WaitDiagnosis
        .diagLine: "line {1}",
        .diagCannotStartDemo: "cannot start the demo: {1}",
        .diagCannotStartProgram: "cannot start {1}: {2}",
        .diagCannotMakePipe: "cannot make a pipe: {1}",
        .diagCannotMakeSocket: "cannot make a socket: {1}",
        .diagZygoteAsk: "cannot ask the program's zygote for a run: {1}",
        .diagZygoteStart: "the program's zygote cannot start a run: {1}",
    ]
}
