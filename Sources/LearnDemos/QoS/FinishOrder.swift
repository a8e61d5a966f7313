import Dispatch

/// When the last high and the last low block finished (ms since start); locked.
final class FinishOrder: Sendable {
    private let times = Locked<[String: Int]>(wrappedValue: [:])
    func record(_ name: String, since start: DispatchTime) {
        let ms = Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000)
        times.withLock { $0[name] = max($0[name] ?? 0, ms) }
    }
    var lastFinish: (high: Int, low: Int) { times.withLock { ($0["high"] ?? 0, $0["low"] ?? 0) } }
}
