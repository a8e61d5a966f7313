import Foundation
import LearnTrace
import Synchronization

/// An internal demo with one variant of each kind ThreadSanitizer must judge: N threads,
/// one counter, several ways to share it.
///
/// It proves the judge (`Tests/ProofTests`) and the race benchmark (`learn-bench race`)
/// apart from the lessons' own demos: `safe` must stay silent under TSan,
/// `data-race` must be reported, and `race-condition` loses updates with no report.
enum TSanProbeDemo: Demo {
    static let id = "tsan-probe"

    enum Variant: String, DemoVariantName {
        case safe
        case safeMutex = "safe-mutex"
        case dataRace = "data-race"
        case raceCondition = "race-condition"

        var safety: Safety {
            switch self {
            case .safe, .safeMutex: .safe
            case .dataRace: .dataRace
            case .raceCondition: .raceCondition
            }
        }
    }

    static let parameters = [
        DemoParameter("threads", .int(2...8), default: "2", unit: "threads"),
        DemoParameter("updates", .int(1...10_000_000), default: "100000", unit: "updates"),
        DemoParameter("window", .int(0...100_000), default: "0", unit: "spin steps"),
        DemoParameter("yield", .bool, default: "false"),
        DemoParameter("traced", .bool, default: "false"),
    ]
    static let labels = ["update", "expected", "actual", "lost"]

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        let threads = ctx.int("threads")
        let updates = ctx.int("updates")
        let window = ProbeWindow(spins: ctx.int("window"), yields: ctx.bool("yield"))
        let traced = ctx.bool("traced")
        let counter = makeCounter(variant)
        let start = ProbeGate(parties: threads)
        let end = ProbeGate(parties: threads)
        let group = DispatchGroup()
        for index in 1...threads {
            group.enter()
            let worker = Thread {
                start.arriveAndWait()
                for _ in 0..<updates {
                    counter.increment(window: window)
                    if traced { ctx.trace.mark("update") }
                }
                // No worker ends before all are done: ThreadSanitizer can miss a race
                // with a thread that has already exited.
                end.arriveAndWait()
                group.leave()
            }
            worker.name = "probe-\(index)"
            worker.start()
        }
        group.notify(queue: .global()) {
            let expected = threads * updates
            let actual = counter.value
            ctx.result("expected", expected)
            ctx.result("actual", actual)
            ctx.result("lost", expected - actual)
            ctx.trace.say("expected \(expected), counted \(actual): \(expected - actual) updates lost")
            ctx.finish()
        }
    }

    static func makeCounter(_ variant: Variant) -> any ProbeCounter {
        switch variant {
        case .safe: ProbeLockedCounter()
        case .safeMutex: ProbeMutexCounter()
        case .dataRace: ProbeRacyCounter()
        case .raceCondition: ProbeRelaxedCounter()
        }
    }
}

/// A shared counter, called through an existential so the optimiser cannot fold the loop.
protocol ProbeCounter: Sendable {
    func increment(window: ProbeWindow)
    var value: Int { get }
}

/// Correct: every read-modify-write holds the lock (`NSLock`, a pthread mutex TSan intercepts).
private final class ProbeLockedCounter: ProbeCounter, @unchecked Sendable {
    // @unchecked Sendable: `count` is only touched while `lock` is held.
    private let lock = NSLock()
    private var count = 0
    func increment(window: ProbeWindow) {
        lock.lock()
        let read = count
        window.wait()
        count = read &+ 1
        lock.unlock()
    }
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// Correct too, with Swift's own `Mutex`. On Linux a contended `Mutex` is handed over
/// inside the uninstrumented standard library (a PI futex), so ThreadSanitizer alone
/// reports false data races here; the judge preloads `Sources/LearnPlay/Support/tsan_mutex_shim.c`, which
/// tells TSan about those hand-overs. This variant proves the shim is loaded and right.
private final class ProbeMutexCounter: ProbeCounter {
    private let count = Mutex(0)
    func increment(window: ProbeWindow) {
        count.withLock { n in
            let read = n
            window.wait()
            n = read &+ 1
        }
    }
    var value: Int { count.withLock { $0 } }
}

/// WRONG ON PURPOSE: a plain `Int` written by several threads with no synchronisation.
/// `@unchecked Sendable` lies to the compiler here because the probe MEANS to show a data race.
private final class ProbeRacyCounter: ProbeCounter, @unchecked Sendable {
    private var count = 0
    @inline(never)
    func increment(window: ProbeWindow) {
        let read = count
        window.wait()
        count = read &+ 1
    }
    var value: Int { count }
}

/// WRONG ON PURPOSE, but defined behaviour: each access is atomic, the read-modify-write is not.
/// Updates are lost (a race condition) while ThreadSanitizer, rightly, sees no data race.
private final class ProbeRelaxedCounter: ProbeCounter {
    private let count = Atomic(0)
    func increment(window: ProbeWindow) {
        let read = count.load(ordering: .relaxed)
        window.wait()
        count.store(read &+ 1, ordering: .relaxed)
    }
    var value: Int { count.load(ordering: .relaxed) }
}

/// Holds each worker until all have arrived (so their loops start together, and no
/// thread exits while another is still racing with it).
private final class ProbeGate: Sendable {
    private let arrived = Atomic(0)
    private let parties: Int
    init(parties: Int) { self.parties = parties }
    func arriveAndWait() {
        arrived.add(1, ordering: .acquiringAndReleasing)
        while arrived.load(ordering: .acquiring) < parties {}
    }
}

/// What happens between a counter's read and its write-back: the window in which
/// another thread's update is lost.
struct ProbeWindow: Sendable {
    var spins: Int
    var yields: Bool

    /// Busy work (atomic loads the optimiser cannot remove), then perhaps `sched_yield`.
    @inline(never)
    func wait() {
        for _ in 0..<spins { _ = probeSpinSink.load(ordering: .relaxed) }
        if yields { sched_yield() }
    }
}

private let probeSpinSink = Atomic(0)
