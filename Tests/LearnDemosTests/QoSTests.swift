import LearnTestSupport
import LearnTrace
import Testing

/// The `qos` lesson's promises (000/E2), as Linux's libdispatch keeps them.
@Suite("the qos demo")
struct QoSTests {
    @Test func eachClassLandsOnItsRootQueueAndNoneOnMain() {
        let trace = DemoRun.run("qos", "classes").trace
        let classes = ["userInteractive", "userInitiated", "default", "utility", "background", "unspecified"]
        for name in classes { #expect(trace.noneOnMain(name), "\(name)") }
        #expect(trace.allOnMain("main"))
        let expected = [
            "userInteractive": "com.apple.root.user-initiated-qos",
            "userInitiated": "com.apple.root.user-initiated-qos",
            "default": "com.apple.root.default-qos",
            "utility": "com.apple.root.utility-qos",
            "background": "com.apple.root.background-qos",
            "unspecified": "com.apple.root.default-qos",
        ]
        for (name, queue) in expected {
            #expect(trace.said.contains("\(name) → \(queue)"), "\(name)")
            #expect(trace.spans(labeled: name).allSatisfy { $0.queue == queue }, "\(name)")
        }
        // One class after the other, in the post's table order.
        for (a, b) in zip(classes, classes.dropFirst()) { #expect(trace.happened(a, before: b)) }
        for name in classes + ["main"] { #expect(trace.value("nice-" + name) != nil, "\(name)") }
    }

    @Test func contentionRunsBothClassesOffMain() {
        let trace = DemoRun.run("qos", "contention").trace
        #expect(trace.noneOnMain("high"))
        #expect(trace.noneOnMain("low"))
        #expect(trace.count("high") == trace.count("low"))
        #expect(trace.value("high-first") != nil)
    }
}
