import Dispatch
import Foundation
import LearnTrace

/// The "screen" of the freeze demo: a main-queue timer that records a `frame`
/// mark every 16 ms (at pace 1). When the main thread is busy, frames are late;
/// ``missedFrames`` counts the beats that never came.
///
/// `@unchecked Sendable`: the timer is created, fired and cancelled only on the
/// main queue; the frame times are behind a lock.
final class Heartbeat: @unchecked Sendable {
    let period: Double
    private let ctx: DemoContext
    private let times = Locked<[UInt64]>(wrappedValue: [])
    private var timer: DispatchSourceTimer?

    init(_ ctx: DemoContext, period: Double = 0.016) {
        self.ctx = ctx
        self.period = ctx.seconds(period)
    }

    /// Starts beating on the main queue. Call on the main thread.
    func start() {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now(), repeating: ctx.interval(0.016), leeway: .nanoseconds(0))
        timer.setEventHandler { [self] in
            ctx.trace.mark("frame")
            times.withLock { $0.append(DispatchTime.now().uptimeNanoseconds) }
        }
        self.timer = timer
        timer.resume()
    }

    /// Stops beating. Call on the main thread.
    func stop() {
        timer?.cancel()
        timer = nil
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
}
