import LearnRunner
import Testing

@testable import LearnPlay

@Suite("The labels the playground gives work items")
struct ItemLabelTests {
    /// Each kind of work item the tracer's C source names: `WRAP_ASYNC(dispatch_async, "async")`,
    /// `item_begin("apply", …)`, `kind = "operation"`, `enqueue("thread", …)`, `traced_sync("sync", …)`, `wrap("after", …)`, `? "task" : "async"`.
    static var labelsInTracer: Set<String> {
        let source = PlaySupportSource.tracer
        var found = Set<String>()
        for match in source.matches(of: /WRAP_ASYNC\w*\(\w+, "([a-z ]+)"/) { found.insert(String(match.1)) }
        for match in source.matches(of: /(?:item_begin|enqueue|traced_sync|wrap)\("([a-z ]+)"/) { found.insert(String(match.1)) }
        for match in source.matches(of: /kind = "([a-z ]+)"/) { found.insert(String(match.1)) }
        for match in source.matches(of: /\? "([a-z ]+)" : "([a-z ]+)"/) { found.formUnion([String(match.1), String(match.2)]) }
        return found
    }

    @Test("the list the lesson checker and the exercise checker trust is what the tracer records")
    func sameAsTracer() {
        #expect(Self.labelsInTracer.count >= 10)
        #expect(Set(LearnerProgram.itemLabels) == Self.labelsInTracer)
    }
}
