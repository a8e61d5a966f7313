// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

/// 004/E1 and 000/E3: who runs my code? The one main thread, the caller's thread, the hop.
enum ThreadsDemo: Demo {
    static let id = "threads"
    static let labels = ["viewDidLoad", "testThread", "thread", "compute", "update",
                         "pid", "caller-tid", "compute-tid", "update-tid", "ui-folded"]

    enum Variant: String, DemoVariantName {
        case caller
        case mainAsync = "main-async"
        case hop
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        switch variant {
        case .caller: caller(ctx)
        case .mainAsync: mainAsync(ctx)
        case .hop: hop(ctx)
        }
    }

    /// A function runs on the thread of whoever calls it.
    static func caller(_ ctx: DemoContext) {
        ctx.result("pid", ThreadFacts.pid)
        // region: threads/caller
        @Sendable func testThread() {
            ctx.trace.span("testThread") {
                ctx.trace.say("testThread: \(ThreadFacts.current)")
            }
        }
        ctx.trace.span("viewDidLoad") {
            ctx.trace.say("viewDidLoad: \(ThreadFacts.current)")
            testThread()                 // called from main: runs on main
        }
        Thread {
            ctx.trace.span("thread") {
                testThread()             // called from a new thread: runs there
            }
            ctx.finish()
        }.start()
        // endregion
    }

    /// `DispatchQueue.main.async` from main: later, but on the same thread.
    static func mainAsync(_ ctx: DemoContext) {
        ctx.result("pid", ThreadFacts.pid)
        // region: threads/main-async
        @Sendable func testThread() {
            ctx.trace.span("testThread") {
                ctx.trace.say("testThread: \(ThreadFacts.current)")
            }
            ctx.finish()
        }
        ctx.trace.span("viewDidLoad") {
            ctx.trace.say("viewDidLoad: \(ThreadFacts.current)")
            DispatchQueue.main.async {
                testThread()             // runs after viewDidLoad returns, on main
            }
        }
        // endregion
    }

    /// 000/E3: compute off the main thread, then hop to main to update.
    static func hop(_ ctx: DemoContext) {
        ctx.result("pid", ThreadFacts.pid)
        ctx.result("caller-tid", ThreadFacts.tid)
        // 1 when the UI class's queue is the user-initiated one, as libdispatch on Linux makes it
        let ui = DispatchQueue.global(qos: .userInteractive).label
        ctx.result("ui-folded", ui == "com.apple.root.user-initiated-qos" ? 1 : 0)
        // region: threads/hop
        DispatchQueue.global(qos: .userInteractive).async {
            let sum = ctx.trace.span("compute") {   // UI 요소 계산...
                ctx.result("compute-tid", ThreadFacts.tid)
                ctx.sleep(0.3)
                return (1...100).reduce(0, +)
            }
            DispatchQueue.main.async {
                ctx.trace.span("update") {          // UI 요소 업데이트
                    ctx.result("update-tid", ThreadFacts.tid)
                    ctx.trace.say("label.text = \"\(sum)\"")
                }
                ctx.finish()
            }
        }
        // endregion
    }
}
