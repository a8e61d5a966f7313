import Foundation
import Glibc
import LearnSystem

/// Runs a tool (the compiler, the symbolizer) to its end and returns its status and its stdout
/// and stderr together. The tool runs as every child of learn does (``ChildProcess``): in its
/// own process group, under a keeper that kills whatever it leaves running (`swift-frontend`
/// jobs too) when it ends or learn dies. Its output is kept up to ``outputLimit`` bytes; Ctrl-C
/// stops it when it is ``interruptible``, and ``timeLimit`` seconds stop it in any case. The
/// playground's compiles and the isolation demo's typecheck (through its `DemoContext`) run here.
package enum Subprocess {
    package struct Result {
        package var status: Int32
        package var output: String
        /// Why learn stopped the tool before its end; nil when it ended by itself.
        package var stopped: Stop?
    }

    /// Why learn stopped a tool.
    package enum Stop: Equatable {
        case interrupt
        case timeLimit(Double)
    }

    /// The most output kept (the first bytes: a compiler's first errors are the ones to fix).
    package static let outputLimit = 1 << 20

    /// `interruptible`: Ctrl-C (the SIGINT flag, left set for the caller) stops the tool.
    package static func run(_ executable: String, _ arguments: [String], timeLimit: Double = 120, interruptible: Bool = false) -> Result {
        let child: ChildProcess
        do {
            child = try ChildProcess(executable: executable, arguments: arguments, environment: [:], wire: false)
        } catch {
            return Result(status: -1, output: "cannot start \(executable): \(error)")
        }
        var output: [UInt8] = []
        var cut = 0
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let deadline = MonotonicClock.now() &+ UInt64(timeLimit * 1e9)
        var stopped: Stop?
        var open = true
        while open {
            if stopped == nil, interruptible, InterruptFlag.peek() { stopped = .interrupt }
            if stopped == nil, MonotonicClock.now() >= deadline { stopped = .timeLimit(timeLimit) }
            if stopped != nil { break }
            var fds = [pollfd(fd: child.output, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 1, 20) > 0 else { continue }
            let n = buffer.withUnsafeMutableBytes { read(child.output, $0.baseAddress, $0.count) }
            if n > 0 {
                let room = max(0, outputLimit - output.count)
                output.append(contentsOf: buffer[..<min(n, room)])
                cut += n - min(n, room)
            } else if n == 0 || (errno != EAGAIN && errno != EINTR) {
                open = false
            }
        }
        if stopped != nil { child.killGroup() }
        let ending = child.wait()
        var text = String(decoding: output, as: UTF8.self)
        if cut > 0 { text += "\n… \(cut) more bytes of output (not kept)" }
        let status: Int32 =
            switch ending.exit {
            case .exited(let code): code
            case .signalled(let signal): 128 + signal
            }
        return Result(status: stopped == nil ? status : -1, output: text, stopped: stopped)
    }
}
