import Dispatch
import Foundation
import LearnTrace

/// What a running demo gets: its tracer, validated parameters, pace and seed.
/// (Its variant comes to `Demo.run` as the demo's own enum, never as a string.)
///
/// Every deliberate delay in a demo goes through ``sleep(_:)``, ``seconds(_:)`` or
/// ``clock``, so `--pace` scales them all: pace 2 is twice as slow (a classroom), pace 0.01
/// is a hundred times faster (tests). Pace never changes what a demo decides. Under a
/// scheduler (stepped, replayed, explored) time is the scheduler's virtual clock instead,
/// in the demo's own seconds (``DemoClock``).
package final class DemoContext: Sendable {
    package let trace: Tracer
    /// The variant's name as the runner received it; ``Demo/spec`` turns it into the enum.
    let variant: String
    package let pace: Double
    package let seed: UInt64
    private let parameters: [String: String]
    private let finished = Locked(wrappedValue: false)
    private let finishSignal = DispatchSemaphore(value: 0)
    /// The demo's time: the wall clock at pace, or the scheduler's clock.
    package let clock: DemoClock
    /// Runs a tool (the isolation demo's `swiftc -typecheck`) to its end: its exit status and
    /// what it wrote. learn's demo process starts it as learn starts every child (LearnRunner's
    /// `Subprocess`): a demo starts no process of its own.
    package let runTool: ToolRunner

    /// How a demo runs a tool (``runTool``): its path and arguments in, its status and its stdout
    /// and stderr together out.
    package typealias ToolRunner = @Sendable (_ tool: String, _ arguments: [String]) -> (status: Int32, output: String)

    package init(
        trace: Tracer, variant: String, parameters: [String: String], pace: Double, seed: UInt64, runTool: @escaping ToolRunner
    ) {
        self.trace = trace
        self.variant = variant
        self.parameters = parameters
        self.pace = pace
        self.seed = seed
        self.clock = DemoClock(pace: pace)
        self.runTool = runTool
    }

    // MARK: Parameters (already validated by the runner; defaults filled in)

    package func int(_ name: String) -> Int { Int(parameters[name] ?? "") ?? 0 }
    package func double(_ name: String) -> Double { Double(parameters[name] ?? "") ?? 0 }
    package func bool(_ name: String) -> Bool {
        ["true", "on", "yes", "1"].contains((parameters[name] ?? "").lowercased())
    }
    package func string(_ name: String) -> String { parameters[name] ?? "" }

    // MARK: Time, scaled by pace

    /// A delay of `seconds` at pace 1, scaled by the run's pace: wall-clock time, which the
    /// scheduler's clock does not keep (a timed decision goes through ``clock`` instead).
    package func seconds(_ seconds: Double) -> Double { seconds * pace }

    /// A `DispatchTimeInterval` for a delay of `seconds` at pace 1, scaled by the run's pace.
    package func interval(_ seconds: Double) -> DispatchTimeInterval {
        .nanoseconds(Int((seconds * pace * 1e9).rounded()))
    }

    /// Blocks the calling thread for `seconds` at pace 1 (on the scheduler's clock under one).
    package func sleep(_ seconds: Double) { clock.sleep(seconds) }

    /// Suspends the calling task for `seconds` at pace 1.
    package func sleep(_ seconds: Double) async throws {
        let scaled = self.seconds(seconds)
        if scaled > 0 { try await Task.sleep(nanoseconds: UInt64(scaled * 1e9)) }
    }

    // MARK: Results and completion

    /// Reports a named number the lesson can check and show (`{lost}`).
    package func result(_ name: String, _ value: Int) { trace.value(name, value) }

    /// Says the demo is done. Call it once, from any thread.
    package func finish() {
        let first = finished.withLock { done -> Bool in
            defer { done = true }
            return !done
        }
        if first { finishSignal.signal() }
    }

    package var isFinished: Bool { finished.wrappedValue }

    /// A seeded random generator for this run (a different stream per `stream`).
    package func random(stream: UInt64 = 0) -> SplitMix64 { SplitMix64(seed: seed &+ stream &* 0x9E37_79B9_7F4A_7C15) }
}

/// A small, fast, seedable random generator.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    package init(seed: UInt64) { state = seed }
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
