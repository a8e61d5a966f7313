import CDispatch
import Dispatch
import Glibc
import LearnSystem

/// What the recorder knows about the calling thread, cached in its C thread-local slot.
///
/// Created on a thread's first event and released when the thread exits. It
/// holds the thread's identity (read once), the last dispatch queue label seen
/// (the `String` is rebuilt only when the queue changes), and the ring the
/// thread writes into for the recorder it last recorded for.
final class ThreadState {
    let tid: Int32
    let isMain: Bool
    let osName: String

    /// The recorder `buffer` belongs to (0: none yet).
    var recorderID: UInt64 = 0
    /// The ring this thread writes for that recorder (kept alive by this reference).
    var buffer: ThreadBuffer? {
        didSet { bufferRef = buffer.map { Unmanaged.passUnretained($0) } }
    }
    /// `buffer` without reference counting, for the recording path.
    private(set) var bufferRef: Unmanaged<ThreadBuffer>?

    private var queuePointer: UnsafePointer<CChar>?
    private var queueCopy: UnsafeMutablePointer<CChar>?
    private var queueLabel = ""

    private init() {
        tid = OSThread.id
        isMain = OSThread.isMain
        osName = OSThread.name
    }

    deinit { free(queueCopy) }

    /// The calling thread's state, created on first use.
    @inline(__always)
    static var current: Unmanaged<ThreadState> {
        if let raw = OSThread.slot { return Unmanaged.fromOpaque(raw) }
        return makeCurrent()
    }

    private static func makeCurrent() -> Unmanaged<ThreadState> {
        _ = installExitHook
        let state = Unmanaged.passRetained(ThreadState())
        OSThread.slot = state.toOpaque()
        return state
    }

    /// Registers (once per process) the hook that releases a thread's state when it exits.
    private static let installExitHook: Void = {
        OSThread.onExit { raw in
            guard let raw else { return }
            let state = Unmanaged<ThreadState>.fromOpaque(raw).takeRetainedValue()
            state.buffer?.retired.store(true, ordering: .releasing)
        }
    }()

    /// The label of the dispatch queue running the calling code ("" when none).
    ///
    /// Compared by pointer and then by content, so a queue freed and replaced by
    /// another at the same address with a different label is not mistaken for it.
    @inline(__always)
    func queue() -> String {
        let pointer = dispatch_queue_get_label(nil)
        if pointer == queuePointer, let copy = queueCopy, strcmp(copy, pointer) == 0 { return queueLabel }
        return refreshQueue(pointer)
    }

    private func refreshQueue(_ pointer: UnsafePointer<CChar>) -> String {
        free(queueCopy)
        queuePointer = pointer
        queueCopy = strdup(pointer)
        queueLabel = String(cString: pointer)
        return queueLabel
    }
}
