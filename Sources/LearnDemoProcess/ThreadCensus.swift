import Foundation

/// What the kernel says about this process's own threads (`/proc/self/task`):
/// who is running, and what a sleeping one waits in.
///
/// A thread at a gate, in a lock, a semaphore or an idle pool thread all sleep
/// (`S`); a thread that is running or ready to run shows `R`. When no thread
/// but the scheduler's own shows `R` over a few samples, nothing will change
/// until the scheduler lets a thread go: the run is *settled*.
enum ThreadCensus {
    /// Every thread's state letter, by tid.
    static func states() -> [Int32: Character] {
        var states: [Int32: Character] = [:]
        guard let dir = opendir("/proc/self/task") else { return states }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            guard let tid = Int32(name), let state = state(of: tid) else { continue }
            states[tid] = state
        }
        return states
    }

    /// One thread's state letter; nil when it has gone.
    static func state(of tid: Int32) -> Character? {
        guard let stat = read("/proc/self/task/\(tid)/stat"), let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].first(where: { $0 != " " })
    }

    /// What a sleeping thread waits in: `futex`, `sleep`, or the system call (``ThreadStand/waitWords(_:_:)``); nil when unknown.
    static func waitingIn(_ tid: Int32) -> String? {
        guard let text = read("/proc/self/task/\(tid)/syscall"),
            let number = Int(text.split(separator: " ").first ?? "")
        else { return nil }
        switch number {
        case 202: return "futex"
        case 35, 230: return "sleep"
        case 7, 271: return "poll"
        case 232, 281: return "epoll_wait"
        default: return nil
        }
    }

    /// True when `tid` sleeps in a timed sleep: it wakes by itself, so it is not stuck.
    static func isSleeping(_ tid: Int32) -> Bool {
        guard let text = read("/proc/self/task/\(tid)/syscall"),
            let number = Int(text.split(separator: " ").first ?? "")
        else { return false }
        return number == 35 || number == 230
    }

    /// True when no thread but those in `except` is running, over `samples` looks.
    static func isSettled(except: Set<Int32>, samples: Int = 3) -> Bool {
        for sample in 0..<samples {
            if sample > 0 { usleep(150) }
            for (tid, state) in states() where state == "R" && !except.contains(tid) { return false }
        }
        return true
    }

    private static func read(_ path: String) -> String? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        return n > 0 ? String(decoding: buffer[..<n], as: UTF8.self) : nil
    }
}
