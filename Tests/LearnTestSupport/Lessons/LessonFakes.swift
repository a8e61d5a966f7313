import Foundation
import LearnDemos
import LearnLessons
import LearnRunner
import LearnTrace
import Synchronization
import Testing

/// The lesson tests' fixtures: `Tests/LearnLessonsTests/Fixtures`.
package let lessonFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("LearnLessonsTests/Fixtures")

/// The golden files under the lesson tests' fixtures, named in full (`broken/expected.txt`).
package let lessonGoldens = Golden(folder: lessonFixtures)

/// The `.md` files of a fixtures subfolder, sorted, as (relative path, bytes).
package func fixtureFiles(_ folder: String) throws -> [(path: String, bytes: [UInt8])] {
    let dir = lessonFixtures.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".md") }.sorted().map { name in
        ("\(folder)/\(name)", Array(try Data(contentsOf: dir.appendingPathComponent(name))))
    }
}

/// A demo catalog for tests: `noop` plus a `counter` demo with parameters, variants and labels.
/// Independent of the demos being added to the real catalog, so golden outputs stay put.
package let testCatalog: [DemoSpec] = DemoCatalog.all.filter { $0.id == "noop" } + [CounterDemo.spec]

/// The test catalog's `counter` demo (a test double): a demo as every demo is declared.
package enum CounterDemo: Demo {
    package enum Variant: String, DemoVariantName {
        case unsafe, locked
        package var safety: Safety { self == .unsafe ? .dataRace : .safe }
    }

    package static let id = "counter"
    package static let parameters = [
        DemoParameter("iterations", .int(1...1_000_000), default: "1000"),
        DemoParameter("threads", .int(1...16), default: "4"),
        DemoParameter("ratio", .double(0...1), default: "0.5"),
        DemoParameter("verbose", .bool, default: "false"),
        DemoParameter("mode", .choice(["fast", "slow"]), default: "fast"),
    ]
    package static let labels = ["increment", "read", "write", "lost", "expected", "count", "done", "1.작업 종료"]

    package static func run(_ variant: Variant, _ ctx: DemoContext) { ctx.finish() }
}

/// Builds a synthetic trace: spans on numbered threads (thread 0 is main), marks, values, output.
package struct TraceBuilder {
    package var events: [TraceEvent] = []
    package var nextSpan: UInt64 = 1

    package init() {}

    private mutating func add(_ kind: EventKind, _ label: String, thread: Int32, at time: UInt64, span: UInt64 = 0, value: Int64 = 0) {
        events.append(
            TraceEvent(
                seq: events.count, time: time, tid: 1000 + thread, isMain: thread == 0,
                kind: kind, label: label, span: span, value: value))
    }

    package mutating func span(_ label: String, thread: Int32, from: UInt64, to: UInt64) {
        let id = nextSpan
        nextSpan += 1
        add(.begin, label, thread: thread, at: from, span: id)
        add(.end, label, thread: thread, at: to, span: id)
    }

    package mutating func mark(_ label: String, thread: Int32 = 0, at time: UInt64) { add(.mark, label, thread: thread, at: time) }
    package mutating func value(_ name: String, _ v: Int64, at time: UInt64 = 100) { add(.value, name, thread: 0, at: time, value: v) }
    package mutating func say(_ text: String, at time: UInt64 = 100) { add(.say, text, thread: 0, at: time) }

    package var trace: Trace { Trace(events: events) }
}

/// A `TargetRunning` that returns made-up results and remembers the requests it got.
package final class FakeRunner: TargetRunning, Sendable {
    private let make: @Sendable (RunRequest, Int) -> (RunStatus, Trace)
    private let seen = Mutex<[RunRequest]>([])

    package init(_ make: @escaping @Sendable (RunRequest, Int) -> (RunStatus, Trace)) {
        self.make = make
    }

    package var requests: [RunRequest] { seen.withLock { $0 } }

    package func run(_ request: RunRequest, live: (TraceEvent) -> Void) -> RunResult {
        let index = seen.withLock { s -> Int in
            s.append(request)
            return s.count - 1
        }
        let (status, trace) = make(request, index)
        for e in trace.events { live(e) }
        return RunResult(request: request, status: status, trace: trace)
    }
}

/// Collects a player's output.
package final class Output: @unchecked Sendable {
    // only used from the test's own thread
    package var text = ""
    package init() {}
    package func write(_ s: String) { text += s + "\n" }
}

/// Parses lesson text that must have no problems (with the test catalog).
package func lesson(_ text: String, file: String = "test.md", sourceLocation: SourceLocation = #_sourceLocation) -> Lesson {
    let (lesson, diagnostics) = LessonChecker.check(bytes: Array(text.utf8), file: file, catalog: testCatalog)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))", sourceLocation: sourceLocation)
    return lesson
}

/// A header for test lessons.
package func header(demo: String = "counter", variants: String = "unsafe", id: String = "t") -> String {
    """
    ---
    id: \(id)
    title: Test
    summary: A test lesson.
    level: 1
    order: 1
    sources: 000/E1
    demo: \(demo)
    variants: \(variants)
    ---

    """
}
