import Foundation
import LearnDemos
import LearnTrace

/// The hidden `learn __demo` mode: runs one demo in this (child) process.
///
/// MINIMAL VERSION from the skeleton: it writes wire-format events to stdout
/// when the demo finishes. The live-runs issue makes it stream live over a
/// pipe, handshake with the parent, and so on.
public enum DemoChild {
    /// `args` are the words after `__demo`: `ID [--variant V] [--set k=v]... [--pace X] [--seed N]`.
    public static func main(_ args: [String]) -> Never {
        var it = args.makeIterator()
        guard let id = it.next(), let spec = DemoCatalog.named(id) else {
            FileHandle.standardError.write(Data("learn __demo: unknown demo\n".utf8))
            exit(64)
        }
        var variant = spec.defaultVariant.name
        var pace = 1.0
        var seed: UInt64 = 1
        var params: [String: String] = [:]
        for p in spec.parameters { params[p.name] = p.defaultValue }
        while let word = it.next() {
            switch word {
            case "--variant": variant = it.next() ?? variant
            case "--pace": pace = Double(it.next() ?? "") ?? pace
            case "--seed": seed = UInt64(it.next() ?? "") ?? seed
            case "--set":
                let kv = (it.next() ?? "").split(separator: "=", maxSplits: 1).map(String.init)
                if kv.count == 2 { params[kv[0]] = kv[1] }
            default: break
            }
        }
        let sink = StdoutSink()
        let tracer = Tracer(sink: sink)
        let ctx = DemoContext(trace: tracer, variant: variant, parameters: params, pace: pace, seed: seed)
        RunLoop.main.perform { spec.run(ctx) }
        while !ctx.isFinished {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
        }
        tracer.flush()
        exit(0)
    }
}

private final class StdoutSink: TraceSink, @unchecked Sendable {
    func receive(_ events: [TraceEvent]) {
        var text = ""
        for e in events { text += WireFormat.encode(e); text += "\n" }
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
