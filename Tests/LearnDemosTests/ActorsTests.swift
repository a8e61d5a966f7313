import LearnRunner
import LearnTrace
import LearnTestSupport
import Testing

@Suite("the actors demo")
struct ActorsTests {
    @Test("a serial queue, a lock and an actor each lose no update; writes never overlap; reload on main",
          arguments: ["serial-queue", "lock", "actor"])
    func noLostUpdates(variant: String) {
        let result = DemoRun.run("actors", variant, ["writers": "4", "updates": "100"])
        let trace = result.trace
        #expect(trace.number("expected") == 400)
        #expect(trace.number("rows") == 400)
        #expect(trace.number("lost") == 0)
        #expect(trace.count("write") == 400)
        #expect(trace.count("writer") == 4)
        #expect(trace.overlaps("write", "write") == 0)
        #expect(trace.allOnMain("reload"))
    }
}
