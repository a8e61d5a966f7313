import LearnTrace

/// The lines a demo process writes besides events (see ``WireFormat``), on
/// the same stream, one per line, tab-separated:
///
/// - `H  learn-demo  VERSION  PID  DEMO  VARIANT  ORIGIN` — the handshake, written first;
///   ORIGIN is the child's monotonic clock (ns) where event times start (0 when none).
/// - `X  finished  DROPPED` — the demo called `finish()`; DROPPED events could not be kept.
/// - `X  failed  MESSAGE` — the demo could not start (bad demo, variant or parameter).
///
/// A stream that ends without an `X` line means the process died (crash or kill).
package enum ChildProtocol {
    package static let version = 1
    /// The environment variable naming the descriptor the child writes its stream to.
    package static let wireDescriptorVariable = "LEARN_WIRE_FD"

    /// How the child said it ended.
    package enum Ending: Equatable {
        case finished(dropped: Int)
        case failed(String)
    }

    /// A line of the stream that is not an event.
    package enum Line: Equatable {
        case handshake(pid: Int32, demo: String, variant: String, origin: UInt64)
        case ending(Ending)
    }

    package static func handshake(pid: Int32, demo: String, variant: String, origin: UInt64) -> String {
        "H\tlearn-demo\t\(version)\t\(pid)\t\(WireFormat.escape(demo))\t\(WireFormat.escape(variant))\t\(origin)"
    }

    package static func ending(_ ending: Ending) -> String {
        switch ending {
        case .finished(let dropped): "X\tfinished\t\(dropped)"
        case .failed(let message): "X\tfailed\t\(WireFormat.escape(message))"
        }
    }

    /// Parses an `H` or `X` line; nil for anything else.
    package static func parse(_ line: Substring) -> Line? {
        let f = line.split(separator: "\t", omittingEmptySubsequences: false)
        switch f.first {
        case "H" where f.count == 7 && f[1] == "learn-demo":
            guard let pid = Int32(f[3]), let origin = UInt64(f[6]),
                let demo = WireFormat.unescape(f[4]), let variant = WireFormat.unescape(f[5])
            else { return nil }
            return .handshake(pid: pid, demo: demo, variant: variant, origin: origin)
        case "X" where f.count == 3 && f[1] == "finished":
            return .ending(.finished(dropped: Int(f[2]) ?? 0))
        case "X" where f.count == 3 && f[1] == "failed":
            return WireFormat.unescape(f[2]).map { .ending(.failed($0)) }
        default:
            return nil
        }
    }
}
