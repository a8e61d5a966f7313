import CLearnSys

/// The calling OS thread as the kernel knows it: its id, whether it is the main thread, its
/// name, and a slot for one pointer of its own.
///
/// Public, not package, where the recorder calls it: Swift inlines an `@inlinable` public
/// function into another module, but (Swift 6.3, this package's release build) not a package one.
public enum OSThread {
    /// The thread's id (`gettid`), cached per thread after the first read.
    @inlinable @inline(__always)
    public static var id: Int32 { learn_thread_id() }

    /// True on the process's main thread (its id is the process's).
    @inlinable @inline(__always)
    public static var isMain: Bool { learn_is_main_thread() }

    /// The thread's OS name (at most 15 bytes), "" when it cannot be read.
    package static var name: String {
        var bytes = [CChar](repeating: 0, count: 32)
        guard learn_thread_name(&bytes, 32) == 0 else { return "" }
        return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Names the thread for the OS (seen in /proc and debuggers; truncated to 15 bytes).
    package static func setName(_ name: String) { learn_set_thread_name(name) }

    /// Under ThreadSanitizer, makes the thread invisible to it from now on: its reads, writes
    /// and synchronisation are ignored (the tracer's flusher, which would otherwise order demo
    /// threads that the demo never ordered). Does nothing in a build without ThreadSanitizer.
    package static func hideFromThreadSanitizer() { learn_tsan_ignore_this_thread() }

    /// The thread's own slot for one pointer (a C thread-local: no lazy-global check).
    @inlinable @inline(__always)
    public static var slot: UnsafeMutableRawPointer? {
        get { learn_tls_get() }
        set { learn_tls_set(newValue) }
    }

    /// Registers the function called with a thread's slot when a thread whose slot is set
    /// exits. Call once, before the first slot is set.
    package static func onExit(releasingSlot destructor: @convention(c) (UnsafeMutableRawPointer?) -> Void) {
        learn_tls_on_thread_exit(destructor)
    }
}
