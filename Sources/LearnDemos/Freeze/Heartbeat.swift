import Dispatch
import Foundation
import LearnTrace

/// The "screen" of the freeze demo: a main-queue timer that records a `frame`
/// mark every 16 ms of demo time. When the main thread is busy, frames are late;
/// ``missedFrames`` counts the beats that never came.
///
/// In a free run the timer is a `DispatchSourceTimer` at the run's pace. Under a
/// scheduler it is a repeating timer on the scheduler's clock that, like a source
/// timer whose handler is late, merges the beats that come while a frame still waits
/// for the main thread into that frame.
///
/// `@unchecked Sendable`: the source timer is created, fired and cancelled only on the
/// main queue; the frame times and the clock's timer are behind locks.
final class Heartbeat: @unchecked Sendable {
    let period: Double
    private let ctx: DemoContext
    private let times = Locked<[UInt64]>(wrappedValue: [])
    private var timer: DispatchSourceTimer?
    /// Under a scheduler: the clock's next beat, whether ``stop()`` was called, and whether a frame waits for main.
    private let beat = Locked<(timer: Int?, stopped: Bool, framePending: Bool)>(wrappedValue: (nil, false, false))

    init(_ ctx: DemoContext, period: Double = 0.016) {
        self.ctx = ctx
        self.period = ctx.clock.seconds(period)
    }

    /// Starts beating on the main queue. Call on the main thread.
    func start() {
        if let virtual = ctx.clock.virtual { return arm(virtual, after: 0) }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now(), repeating: ctx.interval(0.016), leeway: .nanoseconds(0))
        timer.setEventHandler { [self] in frame() }
        self.timer = timer
        timer.resume()
    }

    /// Stops beating. Call on the main thread.
    func stop() {
        timer?.cancel()
        timer = nil
        guard let virtual = ctx.clock.virtual else { return }
        let id = beat.withLock { state in
            state.stopped = true
            return state.timer
        }
        if let id { _ = virtual.cancel(id) }
    }

    var frames: Int { times.wrappedValue.count }

    /// Beats that should have come between two frames but did not: a gap of
    /// about k periods means k - 1 missed frames.
    var missedFrames: Int {
        let t = times.wrappedValue
        guard t.count > 1, period > 0 else { return 0 }
        var missed = 0
        for i in 1..<t.count {
            let gap = Double(t[i] - t[i - 1]) / 1e9 / period
            missed += max(0, Int(gap.rounded()) - 1)
        }
        return missed
    }

    private func frame() {
        ctx.trace.mark("frame")
        times.withLock { $0.append(ctx.clock.nanoseconds) }
    }

    /// Sets the clock's next beat. When it fires, the scheduler goes on at once (nothing
    /// waits for the frame: the main thread may be busy), and a frame is queued on main
    /// unless one already waits there.
    private func arm(_ virtual: SchedulerClock, after seconds: Double) {
        beat.withLock { state in
            guard !state.stopped else { return }
            state.timer = virtual.schedule(after: seconds) { [self] in
                virtual.resumed()
                let queue = beat.withLock { state in
                    defer { state.framePending = true }
                    return !state.stopped && !state.framePending
                }
                if queue {
                    DispatchQueue.main.async { [self] in
                        beat.withLock { $0.framePending = false }
                        frame()
                    }
                }
                arm(virtual, after: 0.016)
            }
        }
    }
}
