import Foundation
import LearnRunner
import LearnSystem

/// `learn serve`'s live run (issue 37): how late each event of a part's run reaches a page.
///
/// Starts `learn serve --port 0` (as learn starts every child: ``ChildProcess``), asks it for a
/// part's run as a page's script does (server-sent events over HTTP on 127.0.0.1), stamps each
/// event as its bytes arrive, and compares with when the demo recorded it: `origin + time_ns`
/// (the `ran` event gives the run's origin on `CLOCK_MONOTONIC`, which this process reads too).
/// The delay covers the runner's read, the lesson engine, the server, the socket and this
/// reader; a browser's drawing is not in it.
struct ServeBench: Benchmark {
    let name = "serve"
    static let goal = "< 100 ms"
    static let figureName = "event recorded in the demo → its server-sent event read by a page"

    func run() -> [Figure] {
        guard let learn = DemoRunner.siblingExecutable(named: "learn") else { return [.learnMissing] }
        do {
            let delays = try measure(learn: learn)
            guard !delays.isEmpty else { return [.notMeasured(Self.figureName, goal: Self.goal, why: "the run sent no event")] }
            let median = Stats.median(delays), worst = delays.max()!
            return [
                Figure(name: "\(Self.figureName), median of \(delays.count)", value: Stats.ms(median), goal: Self.goal, met: median < 100),
                Figure(name: "\(Self.figureName), worst", value: Stats.ms(worst), goal: Self.goal, met: worst < 100),
            ]
        } catch {
            return [.notMeasured(Self.figureName, goal: Self.goal, why: "\(error)")]
        }
    }

    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// The delay of each event of `threads`'s part `hop` at its own pace, in milliseconds.
    private func measure(learn: String) throws -> [Double] {
        let child: ChildProcess
        do {
            child = try ChildProcess(executable: learn, arguments: ["serve", "--port", "0"], environment: [:], wire: false)
        } catch {
            throw Problem(description: error.description)
        }
        defer {
            kill(child.pid, SIGINT)
            child.wait()
        }
        var printed = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !printed.contains("?token=") || !printed.contains("\n") {
            // its output is non-blocking: wait for the next piece (at most 30 s, a slow start)
            var ready = pollfd(fd: child.output, events: Int16(POLLIN), revents: 0)
            let n = poll(&ready, 1, 30_000) > 0 ? read(child.output, &buffer, buffer.count) : 0
            guard n > 0 else { throw Problem(description: "learn serve printed no address") }
            printed += String(decoding: buffer[0..<n], as: UTF8.self)
        }
        let address = printed.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix("http://127.0.0.1:") } ?? ""
        let afterHost = address.dropFirst("http://127.0.0.1:".count)
        guard let port = UInt16(afterHost.prefix { $0 != "/" }), let equals = address.lastIndex(of: "=") else {
            throw Problem(description: "no address in `\(printed)`")
        }
        let token = address[address.index(after: equals)...]
        let request =
            "GET /lesson/threads/run?part=hop&pace=1&token=\(token) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
        var stamped: [(line: Substring, arrived: UInt64)] = []
        try exchange(port: port, request: request) { text, arrived in
            for line in text.split(whereSeparator: \.isNewline) { stamped.append((line, arrived)) }
        }
        return delays(stamped)
    }

    /// Each `trace` event's arrival against its recording, from the stamped lines of the reply.
    private func delays(_ stamped: [(line: Substring, arrived: UInt64)]) -> [Double] {
        var origin: UInt64?
        var events: [(time: UInt64, arrived: UInt64)] = []
        var name = ""
        for (line, arrived) in stamped {
            if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
            guard line.hasPrefix("data: ") else { continue }
            let data = line.dropFirst(6)
            if name == "ran" { origin = UInt64(data) }
            if name == "trace", let time = data.firstRange(of: "\"time_ns\":").map({ data[$0.upperBound...].prefix { $0.isNumber } }),
                let ns = UInt64(time)
            {
                events.append((ns, arrived))
            }
        }
        guard let origin, origin > 0 else { return [] }
        return events.map { Double(Int64(bitPattern: $0.arrived &- (origin + $0.time))) / 1e6 }
    }

    /// Sends `request` to 127.0.0.1:`port` and hands each piece of the reply to `read` with
    /// the moment it arrived, until the server closes the connection.
    private func exchange(port: UInt16, request: String, read: (Substring, UInt64) -> Void) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Problem(description: "socket: \(errno)") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(port.bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Problem(description: "connect: \(errno)") }
        let bytes = Array(request.utf8)
        guard bytes.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == bytes.count else {
            throw Problem(description: "send: \(errno)")
        }
        var buffer = [UInt8](repeating: 0, count: 65536)
        var pending = ""
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            guard n > 0 else { break }
            let arrived = MonotonicClock.now()
            pending += String(decoding: buffer[0..<n], as: UTF8.self)
            // whole lines only: a line cut between two reads is stamped when its end arrives
            guard let lastNewline = pending.lastIndex(of: "\n") else { continue }
            read(pending[...lastNewline], arrived)
            pending = String(pending[pending.index(after: lastNewline)...])
        }
    }
}
