import Foundation

/// `learn serve --port 0` running as a child, and plain HTTP/1.1 requests to it over a socket
/// of the test's own (no client library: the test sets `Host` and `Origin` as an attacker would,
/// and sees the bytes as sent).
/// Unchecked: set once in `init`, then only read (its requests each open a socket of their own).
package final class ServedLearn: @unchecked Sendable {
    /// One answer: its status, its headers (names lower-cased) and its body, de-chunked.
    package struct Reply: Sendable {
        package var status: Int
        package var headers: [String: String]
        package var body: String
    }

    package let learn: PipedLearn
    package let port: Int
    package let token: String

    /// Starts `learn extra serve --port 0 options` (with `environment` added to the home's) and
    /// waits (up to 60 s) for the address it prints.
    package init(
        _ extra: [String] = [], options: [String] = [], environment: [String: String] = [:], home: TemporaryHome = TemporaryHome()
    ) throws {
        learn = try PipedLearn(
            extra + ["serve", "--port", "0"] + options, environment: home.environment.merging(environment) { _, new in new },
            home: home)
        try learn.waitForOutput("?token=", seconds: 60)
        try learn.waitForOutput("\n")
        let address = learn.output.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix("http://127.0.0.1:") } ?? ""
        guard let colon = address.lastIndex(of: ":"), let slash = address[colon...].firstIndex(of: "/"),
            let port = Int(address[address.index(after: colon)..<slash]), let equals = address.lastIndex(of: "=")
        else { throw ServeTestError(message: "no address in: \(learn.output)") }
        self.port = port
        token = String(address[address.index(after: equals)...])
    }

    /// The address learn printed.
    package var address: String { "http://127.0.0.1:\(port)/?token=\(token)" }

    /// `GET path` with `Host: 127.0.0.1:PORT` unless `headers` names another, and `Connection: close`.
    package func get(_ path: String, headers: [(String, String)] = []) throws -> Reply {
        var lines = ["GET \(path) HTTP/1.1"]
        if !headers.contains(where: { $0.0.lowercased() == "host" }) { lines.append("Host: 127.0.0.1:\(port)") }
        lines += headers.map { "\($0.0): \($0.1)" }
        lines.append("Connection: close")
        return try ServedLearn.parse(exchange(lines.joined(separator: "\r\n") + "\r\n\r\n"))
    }

    /// Ctrl-C (SIGINT, as the terminal sends it), then the exit status.
    package func interrupt() -> Int32 {
        kill(learn.process.processIdentifier, SIGINT)
        learn.process.waitUntilExit()
        return learn.process.terminationStatus
    }

    deinit {
        if learn.process.isRunning { _ = interrupt() }
    }

    /// Sends `request` and reads until the server closes the connection (30 s at most).
    private func exchange(_ request: String) throws -> [UInt8] {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServeTestError(message: "socket: \(errno)") }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw ServeTestError(message: "connect: \(errno)") }
        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw ServeTestError(message: "send: \(errno)") }
            sent += n
        }
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n == 0 { break }
            guard n > 0 else { throw ServeTestError(message: "recv: \(errno) after \(reply.count) bytes") }
            reply += buffer[0..<n]
        }
        return reply
    }

    /// The status line, the headers and the body (chunked or not) of one HTTP/1.1 reply.
    static func parse(_ bytes: [UInt8]) throws -> Reply {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let end = text.range(of: "\r\n\r\n") else { throw ServeTestError(message: "no header end in: \(text)") }
        let head = text[..<end.lowerBound].components(separatedBy: "\r\n")
        guard let statusLine = head.first, let status = Int(statusLine.split(separator: " ").dropFirst().first ?? "") else {
            throw ServeTestError(message: "no status in: \(text)")
        }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
        }
        var body = String(text[end.upperBound...])
        if headers["transfer-encoding"]?.lowercased() == "chunked" { body = dechunked(body) }
        return Reply(status: status, headers: headers, body: body)
    }

    /// A chunked body's data: each chunk's size line (hex) then its bytes, to the 0 chunk.
    static func dechunked(_ body: String) -> String {
        var rest = Array(body.utf8)[...]
        var out: [UInt8] = []
        while let lineEnd = rest.firstIndex(of: UInt8(ascii: "\r")) {
            let sizeText = String(decoding: rest[rest.startIndex..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText, radix: 16), size > 0 else { break }
            let start = lineEnd + 2
            guard start + size <= rest.endIndex else { break }
            out += rest[start..<start + size]
            rest = rest[min(rest.endIndex, start + size + 2)...]
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// A served page's server-sent events, in order: each `event:` with its `data:` lines joined.
package struct ServerSentEvents {
    package let events: [(name: String, data: String)]

    package init(_ body: String) {
        events = body.components(separatedBy: "\n\n").compactMap { block in
            var name = "message"
            var data: [String] = []
            for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
                if line == "data:" { data.append("") }
            }
            return data.isEmpty && name == "message" ? nil : (name, data.joined(separator: "\n"))
        }
    }

    /// The data of every event named `name`.
    package func data(_ name: String) -> [String] { events.filter { $0.name == name }.map(\.data) }
}

package struct ServeTestError: Error, CustomStringConvertible {
    package let message: String
    package var description: String { message }
}
