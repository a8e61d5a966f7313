import Foundation
import LearnTrace

/// Collects events in memory: a tracer's sink for tests that record without a child process.
package final class MemorySink: TraceSink, @unchecked Sendable {  // every access to `stored` holds `lock`
    private let lock = NSLock()
    private var stored: [TraceEvent] = []
    package init() {}
    package func receive(_ events: [TraceEvent]) {
        lock.lock()
        stored.append(contentsOf: events)
        lock.unlock()
    }
    package var events: [TraceEvent] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
