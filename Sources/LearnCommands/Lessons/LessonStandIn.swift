import LearnDemos
import LearnLessons

/// What `play --from LESSON` writes for a lesson whose example runs on its own: the code the
/// lesson shows (a region of its demo), as it is shown, then a small stand-in for the demo's
/// `ctx` (the parameters at their defaults, `ctx.trace` going to learn's trace, `finish()`).
enum LessonStandIn {
    /// The region each lesson's file runs; a lesson not listed keeps its code as comments
    /// (its regions use the demo's own types and state, which a file alone does not have).
    static let regions = ["group": "group/notify", "queues": "queues/self-sync", "race": "race/array-state"]

    /// The whole file for `lesson`, or nil when its example does not run on its own.
    static func file(for lesson: Lesson) -> String? {
        guard let id = regions[lesson.id], let region = SourceRegions.shipped.region(id) else { return nil }
        let defaults = lesson.demoIDs.compactMap(DemoCatalog.named).flatMap(\.parameters)
        let parameters = defaults.map { "\"\($0.name)\": \"\($0.defaultValue)\"" }.joined(separator: ", ")
        var text = "// Try it yourself: \(lesson.title) (`learn run \(lesson.id)`), the code the lesson shows.\n"
        text += "// `ctx` is the demo's context in learn; the stand-in at the end of this file plays its part.\n"
        text += "import Foundation\n\nlet ctx = LessonContext([\(parameters.isEmpty ? ":" : parameters)])\n\n"
        text += region.text + "\n"
        if region.text.contains("ctx.finish()") { text += "ctx.waitUntilFinished()\n" }
        return text + standIn
    }

    static let standIn = """

        // ---- learn: a stand-in for the demo's `ctx`, so the lesson's code runs as it is shown ----

        /// `ctx.trace`: spans, marks and values go to learn's trace; `say` prints.
        struct LessonTrace: Sendable {
            func span<T>(_ label: String, _ body: () throws -> T) rethrows -> T { try trace.span(label, body) }
            func span<T>(_ label: String, _ body: () async throws -> T) async rethrows -> T { try await body() }
            func mark(_ label: String) { trace.mark(label) }
            func value(_ name: String, _ value: Int) { trace.value(name, value) }
            func say(_ text: String) { print(text) }
        }

        /// `ctx`: the demo's parameters at their defaults, its clock unscaled, and `finish()`.
        final class LessonContext: Sendable {
            internal let trace = LessonTrace()  // `internal`: learn's own `trace` is still added
            let parameters: [String: String]
            private let finished = DispatchSemaphore(value: 0)
            init(_ parameters: [String: String]) { self.parameters = parameters }
            func int(_ name: String) -> Int { Int(parameters[name] ?? "") ?? 0 }
            func double(_ name: String) -> Double { Double(parameters[name] ?? "") ?? 0 }
            func seconds(_ seconds: Double) -> Double { seconds }
            func interval(_ seconds: Double) -> DispatchTimeInterval { .milliseconds(Int(seconds * 1000)) }
            func sleep(_ seconds: Double) { Thread.sleep(forTimeInterval: seconds) }
            func sleep(_ seconds: Double) async throws { try await Task.sleep(nanoseconds: UInt64(seconds * 1e9)) }
            func result(_ name: String, _ value: Int) { trace.value(name, value) }
            func finish() { finished.signal() }
            /// Serves the main queue, as learn's demo process does, until `finish()` (at most 10 s).
            func waitUntilFinished() {
                let end = Date(timeIntervalSinceNow: 10)
                while finished.wait(timeout: .now()) == .timedOut, Date() < end {
                    _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
                }
            }
        }

        """
}
