// The judge of `streams`: the exercise's own code, compiled beside your file (you do not edit it).
// It owns two sensors and the two consumer tasks that read them, each on a thread of the judge's
// own, and makes up every reading from the system's generator (no constant can guess them). The
// first sensor sends a number of readings it picks at run time, then its end, from its serial
// queue, all at once: its consumer reads only once the sensor is done, slowly, and must get every
// reading in order, and see its loop end. The second sensor never ends: the judge has it send a
// reading whenever the consumer has taken the one before, and after a number it picks, cancels the
// consumer (the screen went away), then has the sensor read on, one reading after another (20 at
// most), until someone calls `stop()`. What tells of a wrong move is sent to learn the moment it is known.
import Foundation

/// A sensor with a callback API, reading on a serial queue of its own.
final class Sensor: Swift.Sendable {  // shared with the learner's file
    fileprivate let number: Swift.Int

    fileprivate init(number: Swift.Int) { self.number = number }

    /// Starts the sensor. `onReading` gets each reading, in order, on the sensor's queue; if the
    /// sensor ends (not every sensor does), `onEnd` comes once, after the last reading, on the
    /// same queue. Call it once.
    func start(onReading: @escaping @Sendable (Swift.Int) -> Swift.Void, onEnd: @escaping @Sendable () -> Swift.Void) {
        logs[number].started(onReading, onEnd)
    }

    /// Stops the sensor: no reading comes after `stop()` returns, and no end.
    func stop() { logs[number].stop() }
}

/// What the judge saw of one sensor and its consumer, under one lock of the judge's.
private final class SensorLog: @unchecked Swift.Sendable {
    private let lock = Foundation.NSLock()
    let queue: Dispatch.DispatchQueue
    private var onReading: (@Sendable (Swift.Int) -> Swift.Void)?
    private var onEnd: (@Sendable () -> Swift.Void)?
    private var stopped = false, gone = false
    private(set) var sent = 0, afterGone = 0
    private var taken: [Swift.Int] = []
    let start = Dispatch.DispatchSemaphore(value: 0), took = Dispatch.DispatchSemaphore(value: 0)
    let done = Dispatch.DispatchSemaphore(value: 0), loopEnded = Dispatch.DispatchSemaphore(value: 0)

    private let watched: Swift.Bool  // the sensor whose consumer goes away: its stop is told

    init(watched: Swift.Bool) {
        queue = Dispatch.DispatchQueue(label: "sensor")
        self.watched = watched
    }

    func started(_ reading: @escaping @Sendable (Swift.Int) -> Swift.Void, _ end: @escaping @Sendable () -> Swift.Void) {
        lock.lock()
        let first = onReading == nil
        if first { (onReading, onEnd) = (reading, end) }
        lock.unlock()
        if first { start.signal() }
    }

    func stop() {
        lock.lock()
        let early = !gone
        let first = !stopped
        stopped = true
        lock.unlock()
        if first && watched { Judge.value(early ? "stopped-early" : "stopped", 1) }
    }

    var isStopped: Swift.Bool { lock.withLock { stopped } }
    var wasStarted: Swift.Bool { lock.withLock { onReading != nil } }

    /// The consumer went away: every reading sent from now on goes to nobody.
    func consumerGone() { lock.withLock { gone = true } }

    /// Sends a reading on the sensor's queue (call it there), unless the sensor was stopped.
    func send(_ value: Swift.Int) {
        lock.lock()
        let callback = stopped ? nil : onReading
        if callback != nil {
            sent += 1
            if gone { afterGone += 1 }
        }
        lock.unlock()
        Judge.span("reading") { callback?(value) }
    }

    /// Sends the end on the sensor's queue (call it there), unless the sensor was stopped.
    func end() {
        let callback = lock.withLock { stopped ? nil : onEnd }
        Judge.span("end") { callback?() }
    }

    func take(_ value: Swift.Int) {
        lock.withLock { taken.append(value) }
        took.signal()
    }

    var received: [Swift.Int] { lock.withLock { taken } }
}

// The readings, from the system's generator (not the run's seeded inputs).
private func secret() -> Swift.Int { Swift.Int.random(in: 1...Swift.Int(Swift.Int32.max)) }

private let logs = [SensorLog(watched: false), SensorLog(watched: true)]
private let count = Judge.pick("readings", in: 4...8)
private let values = (0..<count).map { _ in secret() }
private let go = Dispatch.DispatchSemaphore(value: 0)
Judge.value("held", 0)
Judge.value("unstarted", 0)

// The first sensor: every reading, then its end, sent at once; its consumer reads them afterwards.
private let first = Sensor(number: 0)
Swift.Task(executorPreference: Judge.Thread()) {
    let stream = readings(of: first)
    _ = Judge.patient({ go.wait(timeout: .now() + 20) })
    for await value in stream {
        Judge.pause("take")
        logs[0].take(value)
    }
    logs[0].loopEnded.signal()
}
if Judge.patient({ logs[0].start.wait(timeout: .now() + 5) }) == .success {
    logs[0].queue.async {
        for value in values { logs[0].send(value) }
        logs[0].end()
        logs[0].done.signal()
    }
    // The queue sends everything in a moment (five seconds on a busy machine), unless a reading
    // waits for the consumer.
    if Judge.patient({ logs[0].done.wait(timeout: .now() + 5) }) == .timedOut { Judge.value("held", 1) }
} else {
    Judge.value("unstarted", 1)
}
go.signal()
private let firstEnded = Judge.patient({ logs[0].loopEnded.wait(timeout: .now() + 5) }) == .success
private let got = logs[0].received
Judge.value("got", got.count)
Judge.value("in-order", got == values ? 1 : 0)
Judge.value("loop-ended", firstEnded ? 1 : 0)

// The second sensor: a reading each time the consumer took the one before; after `taken` of
// them the consumer goes away, and the sensor reads on, to nobody, until it is stopped.
private let taken = Judge.pick("taken", in: 1...3)
private let second = Sensor(number: 1)
private let consumer = Swift.Task(executorPreference: Judge.Thread()) {
    for await value in readings(of: second) {
        Judge.pause("take")
        logs[1].take(value)
    }
    logs[1].loopEnded.signal()
}
if Judge.patient({ logs[1].start.wait(timeout: .now() + 5) }) == .success {
    for _ in 0..<taken {
        let value = secret()
        logs[1].queue.async { logs[1].send(value) }
        _ = Judge.patient({ logs[1].took.wait(timeout: .now() + 5) })
    }
    Judge.pause("go away")
    logs[1].consumerGone()
    consumer.cancel()
    Judge.mark("consumer gone")
    _ = Judge.patient({ logs[1].loopEnded.wait(timeout: .now() + 5) })
    var more = 0
    while !logs[1].isStopped && more < 20 {
        let value = secret()
        let sent = Dispatch.DispatchSemaphore(value: 0)
        logs[1].queue.async {
            logs[1].send(value)
            sent.signal()
        }
        _ = Judge.patient({ sent.wait(timeout: .now() + 5) })
        more += 1
    }
    Judge.value("wasted", logs[1].afterGone)
    if !logs[1].isStopped { Judge.value("unstopped", 1) }
    if logs[1].isStopped && logs[1].afterGone > 1 { Judge.value("late", 1) }
} else {
    Judge.value("unstarted", 2 - (logs[0].wasStarted ? 1 : 0))
}
Judge.value("came-back", 1)
