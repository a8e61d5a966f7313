extension ExampleProgram {
    /// The part of learn a demo's code leans on, as small stand-ins a learner can read: the
    /// `Demo` protocol and its variant names, the parameters, `ctx` (``DemoContext`` in
    /// LearnDemos/Core), its tracer, and `Gate.pass`. `Locked` follows, copied from learn.
    static let frame = """

        // ---- learn: stand-ins for the frame learn runs a demo in ----
        // In learn a demo runs in its own process and its `ctx` records into learn's trace.
        // Here `ctx` writes spans, marks and values with learn play's `trace`, and `say` prints.

        /// A demo: one type, its variants an enum, `run` called on the main thread.
        protocol Demo {
            associatedtype Variant: DemoVariantName
            static func run(_ variant: Variant, _ ctx: DemoContext)
        }

        extension Demo {
            static var parameters: [DemoParameter] { [] }
        }

        /// A demo's variants: the raw value is the name `learn run --variant` takes.
        protocol DemoVariantName: RawRepresentable<String>, CaseIterable, Sendable {}

        /// What a variant is (learn's lessons and ThreadSanitizer judge it); unused here.
        enum Safety: Sendable { case safe, dataRace, raceCondition }
        /// How a variant's run ends in learn; unused here.
        enum ExpectedOutcome: Sendable { case finishes, mayCrash, crashes, hangs }
        /// A demo's span around a call that blocks; unused here.
        struct DeclaredWait: Sendable {
            static func sync(_ span: String, onto queue: String, code: String) -> DeclaredWait { DeclaredWait() }
            static func semaphore(_ span: String, number: Int = 1, code: String) -> DeclaredWait { DeclaredWait() }
            static func group(_ span: String, number: Int = 1, code: String) -> DeclaredWait { DeclaredWait() }
        }

        /// The CPUs this process may use (learn reads its affinity mask; Foundation's count is close).
        enum AvailableCPUs {
            static var count: Int { ProcessInfo.processInfo.activeProcessorCount }
        }

        /// A demo parameter: here only its name and default matter (`learn run --set` changes it).
        struct DemoParameter: Sendable {
            enum Kind: Sendable {
                case int(ClosedRange<Int>)
                case double(ClosedRange<Double>)
                case bool
                case choice([String])
            }
            let name: String
            let defaultValue: String
            init(_ name: String, _ kind: Kind, default defaultValue: String, unit: String? = nil) {
                self.name = name
                self.defaultValue = defaultValue
            }
        }

        /// `Gate.pass`: where `learn run --schedule` may stop a thread; here the thread goes on.
        enum Gate {
            static func pass(_ label: String, _ value: Int? = nil) {}
        }

        /// `ctx.trace`: spans, marks and values go to learn play's trace; `say` prints.
        /// (learn play's `trace.span` takes no `await`: an async span is a mark where it begins.)
        final class Tracer: Sendable {
            struct SpanID: Sendable { let label: String }
            @discardableResult func span<T>(_ label: String, _ body: () throws -> T) rethrows -> T { try trace.span(label, body) }
            @discardableResult func span<T>(_ label: String, _ body: () async throws -> T) async rethrows -> T {
                trace.mark(label)
                return try await body()
            }
            func begin(_ label: String) -> SpanID {
                trace.mark(label)
                return SpanID(label: label)
            }
            func end(_ id: SpanID) { trace.mark(id.label + " ends") }
            func mark(_ label: String) { trace.mark(label) }
            func value(_ label: String, _ value: Int) { trace.value(label, value) }
            func say(_ text: String) { print(text) }
        }

        /// `ctx`: the demo's parameters at their defaults, pace 1, seed 0, and `finish()`.
        final class DemoContext: Sendable {
            internal let trace = Tracer()  // `internal`: learn play still adds its own `trace`
            let pace = 1.0
            let seed: UInt64 = 0
            /// The demo's time: in learn, a scheduler's virtual clock when a run is stepped; here the wall clock.
            let clock = DemoClock()
            private let parameters: [String: String]
            private let finished = Locked(wrappedValue: false)
            private let finishSignal = DispatchSemaphore(value: 0)

            init(_ parameters: [DemoParameter]) {
                self.parameters = Dictionary(parameters.map { ($0.name, $0.defaultValue) }) { first, _ in first }
            }
            func int(_ name: String) -> Int { Int(parameters[name] ?? "") ?? 0 }
            func double(_ name: String) -> Double { Double(parameters[name] ?? "") ?? 0 }
            func bool(_ name: String) -> Bool { ["true", "on", "yes", "1"].contains((parameters[name] ?? "").lowercased()) }
            func string(_ name: String) -> String { parameters[name] ?? "" }
            func seconds(_ seconds: Double) -> Double { seconds * pace }
            func interval(_ seconds: Double) -> DispatchTimeInterval { .nanoseconds(Int((seconds * pace * 1e9).rounded())) }
            func sleep(_ seconds: Double) { if seconds > 0 { Thread.sleep(forTimeInterval: self.seconds(seconds)) } }
            func sleep(_ seconds: Double) async throws {
                if seconds > 0 { try await Task.sleep(nanoseconds: UInt64(self.seconds(seconds) * 1e9)) }
            }
            func result(_ name: String, _ value: Int) { trace.value(name, value) }
            /// Runs a tool to its end: its exit status and what it wrote (in learn, as learn starts every child).
            func runTool(_ tool: String, _ arguments: [String]) -> (status: Int32, output: String) {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: tool)
                process.arguments = arguments
                let pipe = Pipe()
                process.standardOutput = pipe
                process.standardError = pipe
                do { try process.run() } catch { return (-1, "") }
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                return (process.terminationStatus, String(decoding: data, as: UTF8.self))
            }
            func random(stream: UInt64 = 0) -> SplitMix64 { SplitMix64(seed: seed &+ stream &* 0x9E37_79B9_7F4A_7C15) }
            var isFinished: Bool { finished.wrappedValue }
            func finish() {
                let first = finished.withLock { done -> Bool in
                    defer { done = true }
                    return !done
                }
                if first { finishSignal.signal() }
            }

            /// Serves the main queue, as learn's demo process does, until `finish()`, at most `seconds`.
            func waitUntilFinished(seconds: Double) {
                let end = Date(timeIntervalSinceNow: seconds)
                while finishSignal.wait(timeout: .now()) == .timedOut {
                    guard Date() < end else { return print("The demo did not call ctx.finish() within \\(Int(seconds)) s.") }
                    _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
                }
            }
        }

        /// `ctx.clock`: in learn, under `--schedule`, `--replay` and `explore`, a virtual clock the
        /// scheduler advances; here, as in a free run at pace 1, the wall clock.
        final class DemoClock: Sendable {
            /// The scheduler's clock, in learn when a run is stepped; here there is none.
            var virtual: SchedulerClock? { nil }
            func seconds(_ seconds: Double) -> Double { seconds }
            var nanoseconds: UInt64 { DispatchTime.now().uptimeNanoseconds }
            func milliseconds(since start: UInt64) -> Int { Int((nanoseconds &- start) / 1_000_000) }
            func sleep(_ seconds: Double) { if seconds > 0 { Thread.sleep(forTimeInterval: seconds) } }
        }

        /// learn's virtual clock under a scheduler: never made here (`DemoClock.virtual` is nil).
        final class SchedulerClock: Sendable {
            func schedule(after seconds: Double, _ fire: @escaping @Sendable () -> Void) -> Int { 0 }
            func cancel(_ id: Int) -> Bool { false }
            func resumed() {}
        }

        extension DispatchQueue {
            func asyncAfter(seconds: Double, on clock: DemoClock, execute work: @escaping @Sendable () -> Void) {
                asyncAfter(deadline: .now() + seconds, execute: work)
            }
        }

        extension DispatchSemaphore {
            func wait(timeout seconds: Double, on clock: DemoClock) -> DispatchTimeoutResult { wait(timeout: .now() + seconds) }
        }

        extension DispatchGroup {
            func wait(timeout seconds: Double, on clock: DemoClock) -> DispatchTimeoutResult { wait(timeout: .now() + seconds) }
        }

        /// A small, fast, seedable random generator (`ctx.random()`).
        struct SplitMix64: RandomNumberGenerator, Sendable {
            private var state: UInt64
            init(seed: UInt64) { state = seed }
            mutating func next() -> UInt64 {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return z ^ (z >> 31)
            }
        }

        """
}
