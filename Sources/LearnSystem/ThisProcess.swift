import CLearnSys

/// What a process does about itself: how it writes stdout, whether it outlives its parent,
/// what a crash does first, how many CPUs it may run on.
package enum ThisProcess {
    /// Makes stdout line-buffered, so what the runtime prints there reaches a pipe line by line
    /// (and none is lost in a buffer at `_exit`).
    package static func lineBufferStandardOutput() { learn_line_buffer_stdout() }

    /// Makes every thread allocate from one malloc arena: freed memory is then reused by any
    /// thread, where an arena per thread keeps each one's freed peak resident (explore's two
    /// runs at once, each on its own thread: 63–72 MB with arenas, 48–50 MB with one).
    package static func oneMallocArena() { learn_one_malloc_arena() }

    /// Asks the kernel to SIGKILL this process when the thread that started it ends; false when
    /// that parent is already gone.
    package static func dieWithParent() -> Bool { learn_die_with_parent() }

    /// How many CPUs process `pid` (0: this one) may run on, from its affinity mask (`taskset
    /// -c 0` makes it 1); 0 when it cannot be read.
    package static func cpuCount(of pid: Int32 = 0) -> Int { Int(learn_cpu_count(pid)) }

    /// Runs `body` with the calling thread pinned to CPU `cpu`, so every program it starts runs on
    /// that CPU alone (as under `taskset -c CPU`: a child inherits the mask of the thread that
    /// forks it), then gives the thread its mask back; nil, without running `body`, when the mask
    /// cannot be set.
    package static func pinned<T>(to cpu: Int, _ body: () throws -> T) rethrows -> T? {
        guard learn_pin_thread(Int32(cpu)) else { return nil }
        defer { learn_unpin_thread() }
        return try body()
    }

    /// The kernel's Landlock ABI (0: none). Every program learn starts runs in a Landlock domain of
    /// its own: from ABI 1 it cannot `ptrace` learn, from ABI 6 it cannot signal it either, and a
    /// learner's program writes only where its sandbox lets it (`Sandbox` in LearnRunner).
    package static var landlockABI: Int { Int(learn_landlock_abi()) }
}

/// A crash's last flush: the handlers for SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS and SIGFPE
/// ask the tracer's flusher to write out what was recorded and wait for it before the signal
/// kills the process as it would have.
package enum CrashFlush {
    /// Installs the handlers; each waits at most `milliseconds` for the flush.
    package static func install(waitingAtMost milliseconds: Int32) { learn_install_crash_flush(milliseconds) }
    /// True once a crash handler asked for the last flush (the flusher polls it).
    package static var requested: Bool { learn_crash_flush_requested() }
    /// Tells the waiting handler that the last flush is written.
    package static func done() { learn_crash_flush_done() }
}
