import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@Suite("the tasks demo")
struct TasksTests {
    static func counts(_ variant: String) -> Trace {
        let result = DemoRun.run("tasks", variant)
        return result.trace
    }

    @Test("each step of the post creates fewer tasks: triple > once > cancel > early-exit")
    func stepsShrink() {
        let triple = Self.counts("triple"), once = Self.counts("once")
        let cancel = Self.counts("cancel"), early = Self.counts("early-exit")
        let created = [triple, once, cancel, early].map { $0.number("created") }
        #expect(created[0] > created[1] && created[1] > created[2] && created[2] > created[3] && created[3] > 0)
        // With one feed a month, every fetch runs all 20 rounds: 1 + 20 + 19 × 19 tasks.
        #expect(triple.number("starts") == 4 && once.number("starts") == 2)
        #expect(created[0] == 4 * 382 && created[1] == 2 * 382)
        // Cancelled after rounds 8 and 6: (1 + 20 + 7 × 19) + (1 + 20 + 5 × 19).
        #expect(created[2] == 154 + 116)
        #expect(early.number("rounds") == 2 && created[3] == 2 * 21)
        #expect(triple.number("peak-alive") > once.number("peak-alive"))
        #expect(triple.count("fetch") == 4 && early.count("feed") == 40)
    }

    @Test("the runtime's records count every task the census counts, with their parents and kinds")
    func recordsMatchTheCensus() {
        for variant in ["once", "early-exit"] {
            let trace = Self.counts(variant)
            let metrics = TaskMetrics(trace)
            // The census counts the tasks it ran; the records also hold the demo's outer main-actor task.
            #expect(metrics.total == trace.number("created") + 1, "\(variant)")
            #expect(metrics.records.tasks.filter { $0.kind == .group }.count == trace.number("children"), "\(variant)")
            let fetches = metrics.records.tasks.filter { $0.kind == .unstructured }
            #expect(fetches.count == trace.number("starts"), "\(variant)")
            for fetch in fetches {  // each group child's parent is the fetch that ran its round
                #expect(metrics.records.children(of: fetch.id).allSatisfy { $0.kind == .group })
            }
            #expect(metrics.records.tasks.allSatisfy { $0.kind == .unknown || $0.completed != nil }, "\(variant)")
        }
    }

    @Test("cancelling without checking changes nothing, though the children do see it")
    func cancelIgnored() {
        let once = Self.counts("once"), ignored = Self.counts("cancel-ignored")
        #expect(ignored.number("created") == once.number("created") + 2)  // + the two probes
        #expect(ignored.number("children") == once.number("children"))
        // Children added after the cancel see Task.isCancelled: rounds 9…20 and 7…20, 19 each.
        #expect(ignored.number("children-cancelled") == 12 * 19 + 14 * 19)
        #expect(once.number("children-cancelled") == 0)
        // Neither Task {} nor Task.detached {} is cancelled with the fetch.
        #expect(ignored.number("probes") == 2 && ignored.number("probes-cancelled") == 0)
    }

    @Test("the user leaves on an event: appear, leave, appear, leave in that order")
    func visits() {
        let trace = Self.counts("cancel")
        let marks = trace.events.filter { $0.kind == .mark && ["appear", "leave"].contains($0.label) }.map(\.label)
        #expect(marks == ["appear", "leave", "appear", "leave"])
        #expect(trace.number("children-cancelled") == 0)
    }
}
