extension Catalogue {
    /// English: being the scheduler: the gate menu, goals, `explore`, `schedule`, a played file's steps.
    static let englishSchedule: [MessageKey: String] = [
        .gateHeading: "  ⏸ gate {1}: who goes next?",
        .gateNewThread: "new thread",
        .gateAt: "at `{1}`",
        .gateAtAGate: "at a gate",
        .gatePlace: "line {1} of the lesson's code {2}",
        .gateBlocked: "blocked or done",
        .gateWaitsIn: " in {1}",
        .gateAfter: ", after `{1}`",
        .gateInFutex: "a lock, semaphore or queue wait (futex)",
        .gateInSleep: "a sleep",
        .gatePrompt: "  {1} lets that thread pass its gate · Enter: the first · a: auto (learn finishes the run) · Ctrl-C: stop > ",
        .gateChoose: "  choose {1}, or a (auto) > ",
        .gateWentAuto: "  ↷ the real scheduler finished the run",
        .gateFinishedByDefault: "  ↷ learn's scheduler finished the run: at each gate the thread that ran went on",
        .gateReplayWith: "  ↻ {1}; replay this interleaving with `--replay {2}` (same part and parameters)",
        .gateNoToken: "  ↻ no replay token: {1}",
        .playGateOnQueue: " on {1}",
        .playGateAfter: ", after: {1}",
        .playGatesPassed: "  ↻ {1} gates passed; replay this interleaving with `learn play --replay {2} {3}`",
        .playReplaying: ", replaying {1}",
        .playScheduled: ", scheduled: you choose which thread passes each gate",
        .playReplayed: "  ↻ replayed {1} gates of {2}; outcome: {3}",
        .playGateReads: "reads {1}",
        .playGateWrites: "writes {1}",
        .playGateModifies: "modifies {1}",
        .playGatePrints: "prints {1}",
        .playGateLocks: "locks {1}",
        .playGateUnlocks: "unlocks {1}",
        .playGateJoins: "joins a thread",
        .playGateQueues: "queues a {1} block on `{2}`",
        .playGateStarts: "starts a {1} block on `{2}`",
        .playGateStartsOwn: "starts a {1} block on `its thread`",
        .playGateCalls: "calls {1} on `{2}`",
        .playGateWaits: "waits on {1}",
        .playGateJudge: "the judge: {1}",
        .playGateNow: "{1} (now {2})",
        .playGateSleepsAgain: "sleeps again",
        .playGateSignals: "signals {1}",
        .playGateTimesOut: "times out waiting on {1}",

        .goalSearchReached: "{1} of the {2} tried reach the goal `{3}`.",
        .goalSearchNone: "No interleaving of these gates reaches the goal `{1}`: every schedule of them was tried ({2}, {3} s).",
        .goalSearchBound: "None of the {1} tried reaches the goal `{2}`, but the search stopped at its bound ({3} s): that is no proof.",

        .exploreDemo: "Exploring {1} --variant {2} {3}",
        .exploreFile: "Exploring {1} (at most {2} preemptions, depth {3})",
        .exploreOutcome: "outcome",
        .exploreSchedules: "schedules",
        .exploreToken: "replay token",
        .exploreGoalReached: " · goal reached",
        .exploreGoalMissed: " · goal not reached",
        .exploreSummary: "{1} schedules in {2} s ({3}); {4}.",
        .exploreOutcomeOne: "1 outcome",
        .exploreOutcomeMany: "{1} outcomes",
        .exploreEvery: "every schedule",
        .exploreOutOfTime: "the budget of {1} s ran out; not every schedule",
        .exploreBound: "stopped at a bound; not every schedule",
        .exploreLostWakeup:
            "lost wake-up: a thread waits on a semaphore no thread will signal (the signaller has finished); not a deadlock, where threads wait for each other in a cycle.",
        .exploreDeadlock: "deadlock: threads wait for each other in a cycle, so none can go on.",
        .exploreDivergent: "{1} runs did not follow their token: the demo decides something between its gates.",
        .exploreOneOutcome:
            "One outcome in {1} schedules (at most {2} preemptions each{3}): no interleaving of these gates changes what the program does.",
        .exploreNotEveryWithin: ", not every schedule within them",
        .exploreModifies:
            "`modifies {1}` runs code outside your file (the standard library's `append`, `insert`, `toggle()`…) whole between two gates: its own steps are not interleaved here, but two calls that nothing orders are a data race, and every schedule above was checked for one.",
        .exploreRace:
            "{1} of these schedules had a data race: {2} That is a bug whatever the outcome shows, however often it comes out right.",
        .exploreRaceOnly:
            "Every outcome is the same, but that proves nothing here: the program has a data race.",
        .exploreRaceContexts:
            "The race check followed the first {1} blocks and threads of a run; later ones were not checked.",
        .exploreReplayOne: "Replay one: `learn play --replay TOKEN {1}`.",
        .exploreTimedWait:
            "In {1} of these schedules the scheduler's clock reached the deadline of a wait with a timeout (`wait(timeout:)`) before it was signalled: the clock moves when no thread can go on, or first in a schedule that tries it early (a `0` in its token: a thread slower than the timeout).",
        .exploreFileFlags: "--variant and --set are a lesson's; a file is explored as it is",

        .outcomeDeadlock: "deadlock",
        .outcomeLostWakeup: "lost wake-up",
        .outcomeStuck: "stuck",
        .outcomeCrash: "crash ({1})",
        .outcomeExitStatus: "exit status {1}",
        .outcomePrintedLast: "printed last \"{1}\"",
        .outcomeDataRace: "data race on {1} ({2})",
        // {1} the variable, {2} {5} threads (T1, main), {3} {6} lines, {4} {7} raceWrite or raceRead
        .raceSentence:
            "data race on `{1}`: {2} {4} it at line {3} and {5} {7} it at line {6}, and nothing ordered the two (no lock, serial queue, semaphore, group or join between them).",
        .raceWrite: "wrote",
        .raceRead: "read",

        .scheduleOff: "schedule off: the real scheduler decides",
        .scheduleOn: "schedule on: each run stops its threads at their gates and asks who goes on",
        .scheduleReplay: "schedule {1}: the next runs replay this interleaving",
        .scheduleTakes: "`schedule` takes on, off, or a token a run printed (like sFCB), not `{1}`",

        // where a thread stood when nothing could go on: {1} its name, {2} stuckIn or nothing, {3} stuckAfter or nothing
        .stuckWaits: "{1} waits{2}{3}",
        .stuckIn: " in {1}",
        .stuckAfter: " after `{1}`",
        .stuckThread: "thread {1}",
        .stuckNoDemoThread: "no demo thread reached a gate, and none is running",
        // a token that does not fit the run, as the child process words it; {4} of mismatchTooFewAtGates
        // is mismatchMadeForDemo or mismatchMadeForProgram
        .mismatchTooFewAtGates: "the token chooses thread {1} of those at gates at gate {2}, but only {3} stand at one: {4}",
        .mismatchMadeForDemo: "the token was made for another demo, variant or parameters",
        .mismatchMadeForProgram: "the token was made for another program",
        .mismatchEndedBefore: "the run ended before the token's gate {1}: {2}",
        .mismatchNoTimer: "the token fires the clock at gate {1}, but no timer is set there: {2}",
        .mismatchDemoTime: "the token chooses thread {1} at gate {2}, but every thread there waits for demo time: {3}",
        .mismatchNoClockStep:
            "the token chooses thread {1} at gate {2}, but every thread there waits for demo time, and the token has no clock step (`0`): it was made before learn kept demo time under the scheduler. Explore or record the run again for a token of this version.",
        .mismatchCannotReadFollow: "cannot read the free run's gates from {1}: {2}",
        .mismatchFollowEnded: "the run ended before the free run's gate {1} (`{2}`)",
        .mismatchSeedToken: "the token is a random schedule's seed, which only a played program draws from: {1}",
        .mismatchFollowNoThread: "no thread stood at `{1}` (the free run's gate {2}): the free run took an order its gates do not decide",
        // why a run has no token; {1} of noTokenNotFinished is the run's condition word (`timed-out`)
        .noTokenNotFinished:
            "the run did not finish ({1}), and a token is made only from a run that finished; `explore` lists every outcome of the gates, each with its token",
        .noTokenTooManyGates: "the run passed {1} gates, more than a token is made for ({2}): record a smaller run",
        .noTokenMismatch: "no scheduled run could take this run's order: {1}",
        .noTokenEndedOtherwise:
            "a scheduled run in this run's order of gates ended otherwise ({1}): the run decided something between its gates",
        .refusalCooperativePool:
            "its tasks run on Swift's cooperative pool, which has one thread per core (2 here): a task held at a gate keeps its pool thread, so the other tasks could never run and stepping would hang. Run it free; its trace shows the same gates.",
        .refusalAsyncSumReplay:
            "its operations run on libdispatch's thread pool, which adds a thread about once a second while its threads are blocked (as they are at gates): which operations stand at a gate when a thread is let go depends on the clock, which a token cannot hold.",
        .refusalFreezeRecord:
            "in a free run its frames come from a timer on the wall clock, so how many frames fall between two gates is not something a token can hold. `--schedule` and `explore` keep its frames on the scheduler's clock, and their tokens replay.",
        .cannotBeExplored: "`{1}` cannot be explored: {2}",
        .cannotBeStepped: "`{1}` cannot be stepped: {2} (`schedule off` runs it free)",
        .cannotBeReplayed: "`{1}` cannot be replayed from a token: {2}",
    ]
}
