import CLearnSys
import Foundation
import Glibc
import LearnLanguage

/// One process of a program that forks each of its runs: the scheduled tracer's zygote
/// (`tracer_zygote.c`), started once for the many runs of a verify. Its runs skip what each would
/// otherwise do first, and what takes most of a short run's time: exec the program, load and link
/// its libraries (Foundation's among them) and initialize them. A run from it is a
/// ``ChildProcess`` as any other (its own process group, its fds 1–4, the run's environment added
/// to the zygote's); the zygote, its parent, reports how it ended instead of a keeper. The zygote
/// itself is started under a keeper, and ends, its runs with it, when this object goes.
package final class ProgramZygote: @unchecked Sendable {  // its mutable state is under `lock`
    package let executable: String
    private let process: ChildProcess
    /// The zygote's own pid.
    package var pid: Int32 { process.pid }
    /// The zygote's private folder, which its sandbox lets it and its runs write in (each run's
    /// own folder is made in it); nil when its runs are not sandboxed.
    package let folder: RunFolder?
    private let socket: Int32
    private let lock = NSCondition()
    private var nextID: UInt32 = 0
    /// The pid each request started (or -errno), until its asker takes it.
    private var started: [UInt32: Int32] = [:]
    /// How each run ended, until its ``ChildProcess`` takes it.
    private var ended: [Int32: ChildProcess.Ending] = [:]
    /// One thread reads the zygote's messages at a time; the others wait for what they need.
    private var reading = false
    private var gone = false

    /// Starts the zygote of `executable`: `environment` (added to this process's) is what every run
    /// needs from its start (the tracer to preload, what the runtime reads as it loads); `sandbox`:
    /// where it and its runs may write besides its folder (nil: anywhere, as ``ProgramRunner``).
    package init(executable: String, environment: [String: String], sandbox: Sandbox? = Sandbox()) throws(ChildProcess.SpawnError) {
        var pair: [Int32] = [-1, -1]
        guard learn_zygote_pair(&pair) == 0 else {
            throw ChildProcess.SpawnError(words: Words(.diagCannotMakeSocket, String(cString: strerror(errno))))
        }
        var zygoteEnvironment = environment
        zygoteEnvironment["LEARN_ZYGOTE_FD"] = "4"
        let folder = sandbox != nil && Sandbox.status() == .on ? RunFolder() : nil
        let writable = folder.map { [$0.path] + (sandbox?.folders ?? []) }
        self.folder = folder
        do {
            process = try ChildProcess(
                executable: executable, arguments: [], environment: zygoteEnvironment, wire: false, passing: pair[1],
                writable: writable, readable: writable.flatMap { sandbox?.readable(writing: $0) })
        } catch {
            close(pair[0])
            close(pair[1])
            throw error
        }
        close(pair[1])
        socket = pair[0]
        self.executable = executable
    }

    deinit {
        close(socket)  // the zygote ends at its socket's end; its runs die with it
        process.killGroup()
        process.wait()
    }

    /// Starts a run with `environment` added to the zygote's; `control` gives it the scheduler's
    /// channel (fd 4). Throws when the zygote is gone or cannot start it (the caller then starts
    /// the program as it always did).
    package func spawn(environment: [String: String], control wantsControl: Bool) throws(ChildProcess.SpawnError) -> ChildProcess {
        var outPipe: [Int32] = [-1, -1], wirePipe: [Int32] = [-1, -1], controlPair: [Int32] = [-1, -1]
        func closeAll() {
            for fd in outPipe + wirePipe + controlPair where fd >= 0 { close(fd) }
        }
        guard learn_pipe(&outPipe) == 0, learn_pipe(&wirePipe) == 0, !wantsControl || learn_socket_pair(&controlPair) == 0 else {
            let reason = String(cString: strerror(errno))
            closeAll()
            throw ChildProcess.SpawnError(words: Words(.diagCannotMakePipe, reason))
        }
        var text: [UInt8] = []
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) {
            text += Array("\(name)=\(value)".utf8) + [0]
        }
        let id = lock.withLock { () -> UInt32 in
            nextID &+= 1
            return nextID
        }
        let asked = text.withUnsafeBufferPointer { bytes in
            bytes.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    learn_zygote_ask(socket, id, $0, bytes.count, outPipe[1], wirePipe[1], controlPair[1])
                }
            } ?? -1
        }
        let reason = String(cString: strerror(errno))
        // The zygote has its own copies now (or nothing was sent): the run's ends are closed here.
        for fd in [outPipe[1], wirePipe[1], controlPair[1]] where fd >= 0 { close(fd) }
        outPipe[1] = -1
        wirePipe[1] = -1
        controlPair[1] = -1
        guard asked == 0 else {
            closeAll()
            throw ChildProcess.SpawnError(words: Words(.diagZygoteAsk, reason))
        }
        let pid = lock.withLock { () -> Int32 in
            pump { started[id] != nil }
            return started.removeValue(forKey: id) ?? -ECHILD
        }
        guard pid > 0 else {
            closeAll()
            throw ChildProcess.SpawnError(words: Words(.diagZygoteStart, String(cString: strerror(-pid))))
        }
        return ChildProcess(
            forkedBy: self, pid: pid, executable: executable, wire: wirePipe[0], output: outPipe[0],
            control: controlPair[0] >= 0 ? controlPair[0] : nil)
    }

    /// Waits until the zygote tells how the run `pid` ended.
    func end(of pid: Int32) -> ChildProcess.Ending {
        lock.withLock {
            pump { ended[pid] != nil }
            return ended.removeValue(forKey: pid) ?? ChildProcess.Ending(exit: .exited(-1), peakMemory: 0, strays: 0)
        }
    }

    /// Reads the zygote's messages until `done` holds or it is gone; called with `lock` held.
    private func pump(until done: () -> Bool) {
        while !done() && !gone {
            if reading {
                lock.wait()
                continue
            }
            reading = true
            lock.unlock()
            var message = learn_zygote_message_t()
            let got = learn_zygote_receive(socket, &message)
            lock.lock()
            reading = false
            if got == 1, message.kind == 1 {
                started[message.id] = message.pid
            } else if got == 1, message.kind == 2 {
                var value: Int32 = 0
                let exit: ChildProcess.Exit =
                    learn_wait_decode(message.status, &value) == 2 ? .signalled(value) : .exited(value)
                ended[message.pid] = ChildProcess.Ending(exit: exit, peakMemory: Int(message.max_rss_kb) * 1024, strays: 0)
            } else {
                gone = true
            }
            lock.broadcast()
        }
    }
}
