import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What the OS says about the calling thread, for demos that show real ids.
///
/// The tracer already records every event's thread id; demos use this only to
/// report ids and nice values as figures a lesson can print and compare.
enum ThreadFacts {
    /// The OS thread id of the calling thread (Linux `gettid`, read from `/proc/thread-self`).
    static var tid: Int {
        let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
        return link.split(separator: "/").last.flatMap { Int($0) } ?? -1
    }

    /// Like the post's `Thread.printCurrent()`: `tid 4242, isMainThread? = false`.
    static var current: String { "tid \(tid), isMainThread? = \(Thread.isMainThread)" }

    /// The process id: on Linux the main thread's id is the process id.
    static var pid: Int { Int(getpid()) }

    /// The calling thread's nice value (on Linux, `getpriority(PRIO_PROCESS, 0)` is per thread).
    static var nice: Int {
        Int(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0))
    }
}
