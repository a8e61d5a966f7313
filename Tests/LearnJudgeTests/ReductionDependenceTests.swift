import LearnRunner
import LearnTrace
import Testing

@testable import LearnJudge

/// The reduction's dependence of two steps (issue 34), from their facts: only
/// accesses and lock calls may commute, and only as the rules say.
@Suite struct ReductionDependenceTests {
    typealias Step = ScheduleReport.Step

    static func access(_ fact: GateFact, _ addr: UInt64, _ size: Int) -> (fact: GateFact?, step: Step) {
        var step = Step(at: [1, 2])
        step.addr = addr
        step.size = size
        return (fact, step)
    }

    static func other(_ fact: GateFact?) -> (fact: GateFact?, step: Step) { (fact, Step(at: [1, 2])) }

    @Test func onlyConflictingAccessesAndLockPairsAreDependent() {
        func dependent(_ a: (fact: GateFact?, step: Step), _ b: (fact: GateFact?, step: Step), waitsCommute: Bool = true) -> Bool {
            ScheduleExplorer.dependent(a, b, waitsCommute: waitsCommute)
        }
        // two reads commute; a write and a read of the same bytes do not; of other bytes they do
        #expect(!dependent(Self.access(.read("a"), 100, 8), Self.access(.read("a"), 100, 8)))
        #expect(dependent(Self.access(.write("a"), 100, 8), Self.access(.read("a"), 100, 8)))
        #expect(dependent(Self.access(.write("a"), 100, 8), Self.access(.read("b"), 104, 1)))
        #expect(!dependent(Self.access(.write("a"), 100, 8), Self.access(.write("b"), 108, 8)))
        // the same variable named is dependent whatever the addresses (an actor's guard reads its
        // field through the object's first word); `memory`, no name, goes by the bytes
        #expect(dependent(Self.access(.read("balance"), 100, 8), Self.access(.write("balance"), 212, 8)))
        #expect(!dependent(Self.access(.read("memory"), 100, 8), Self.access(.write("memory"), 212, 8)))
        // a whole variable marked (size 0) is dependent with every access
        #expect(dependent(Self.access(.modify("items"), 100, 0), Self.access(.write("b"), 900, 8)))
        // lock calls: with each other dependent, with accesses not
        #expect(dependent(Self.other(.lock("a")), Self.other(.unlock("b"))))
        #expect(!dependent(Self.other(.lock("a")), Self.access(.write("x"), 100, 8)))
        // lock calls that say their lock (the mutex's address): of two locks they commute, of
        // one they do not (a lock and an unlock too: the preemption bound tells their orders apart)
        #expect(!dependent(Self.access(.lock("a"), 100, 0), Self.access(.lock("b"), 200, 0)))
        #expect(dependent(Self.access(.lock("a"), 100, 0), Self.access(.lock("b"), 100, 0)))
        #expect(dependent(Self.access(.unlock("a"), 100, 0), Self.access(.lock("a"), 100, 0)))
        #expect(!dependent(Self.access(.unlock("a"), 100, 0), Self.access(.lock("a"), 200, 0)))
        // with no preemption bound, only two locks of one lock: a lock and an unlock of it leave
        // the same state in either order (the search never sends a thread on to a held lock)
        let noBound = { (a: GateFact, b: GateFact) in
            ScheduleExplorer.dependent(Self.access(a, 100, 0), Self.access(b, 100, 0), bounded: false)
        }
        #expect(noBound(.lock("a"), .lock("b")))
        #expect(!noBound(.unlock("a"), .lock("a")))
        #expect(!noBound(.lock("a"), .unlock("a")))
        #expect(!noBound(.unlock("a"), .unlock("a")))
        #expect(!ScheduleExplorer.dependent(Self.access(.lock("a"), 100, 0), Self.access(.lock("a"), 200, 0), bounded: false))
        #expect(ScheduleExplorer.dependent(Self.other(.lock("a")), Self.other(.unlock("a")), bounded: false))
        // a group's wait commutes with accesses, lock calls and starts (a block's end only lets it
        // return sooner), unless the program calls `enter()`, which no gate names; never with a
        // block queued (into the group, it may be)
        let wait = Self.other(.wait(object: "group", number: 1))
        #expect(!dependent(wait, Self.access(.write("x"), 100, 8)))
        #expect(!dependent(wait, Self.other(.lock("a"))))
        #expect(!dependent(wait, Self.other(.start(kind: "group", queue: "q"))))
        #expect(dependent(wait, Self.access(.write("x"), 100, 8), waitsCommute: false))
        #expect(dependent(wait, Self.other(.enqueue(kind: "group", queue: "q"))))
        #expect(dependent(Self.other(.wait(object: "semaphore", number: 1)), Self.access(.write("x"), 100, 8)))
        // a block's start commutes with accesses; a wait, a print, the clock and an unknown fact with nothing
        #expect(!dependent(Self.other(.start(kind: "async", queue: "q")), Self.access(.write("x"), 100, 8)))
        for fact: GateFact? in [.wait(object: "semaphore", number: 1), .print("x"), nil, .unknown("z"), .signal(semaphore: 1)] {
            #expect(dependent(Self.other(fact), Self.access(.read("x"), 100, 8)))
            #expect(dependent(Self.other(fact), Self.other(.lock("a"))))
        }
    }

    /// A step that handed work to the Swift task runtime (a task made, a hop, a job queued, a
    /// continuation resumed) changed its queues and actors: dependent with every such step and
    /// every job's or block's start or queueing; with an access or a lock call, as its fact is.
    @Test func aStepThatHandedWorkToTheRuntimeDependsOnTheRuntimesOtherSteps() {
        func handed(_ step: (fact: GateFact?, step: Step)) -> (fact: GateFact?, step: Step) {
            var step = step
            step.step.runtime = true
            return step
        }
        let dependent = { ScheduleExplorer.dependent($0, $1) }
        let readA = Self.access(.read("a"), 100, 8), readB = Self.access(.read("b"), 200, 8)
        #expect(!dependent(handed(readA), readB))
        #expect(!dependent(handed(readA), readA))
        #expect(dependent(handed(readA), Self.access(.write("a"), 100, 8)))
        #expect(!dependent(handed(readA), Self.other(.lock("m"))))
        #expect(dependent(handed(readA), handed(readB)))
        #expect(dependent(handed(readA), Self.other(.job(task: 3))))
        #expect(dependent(Self.other(.start(kind: "async", queue: "q")), handed(readB)))
        #expect(dependent(handed(Self.other(.job(task: 2))), Self.other(.enqueue(kind: "async", queue: "main-q"))))
        // a job's start, not handed, commutes as a block's start does
        #expect(!dependent(Self.other(.job(task: 2)), readA))
        #expect(!dependent(Self.other(.job(task: 2)), Self.other(.job(task: 3))))
    }

    /// A block queued and a dispatch block's start are dependent, but the reduced search does not
    /// race them when the start is its thread's first step (it holds no earlier block's end): not
    /// a task's job, nor a step that handed work to the runtime.
    @Test func aBlockQueuedIsNoRaceWithADispatchBlocksStart() {
        let queued = Self.other(.enqueue(kind: "group", queue: "q")), start = Self.other(.start(kind: "group", queue: "q"))
        #expect(ScheduleExplorer.dependent(queued, start))
        #expect(ScheduleExplorer.queuedBeside(queued, start) && ScheduleExplorer.queuedBeside(start, queued))
        #expect(!ScheduleExplorer.queuedBeside(queued, Self.other(.job(task: 2))))
        #expect(!ScheduleExplorer.queuedBeside(queued, queued))
        var handed = start
        handed.step.runtime = true
        #expect(!ScheduleExplorer.queuedBeside(queued, handed))
    }
}
