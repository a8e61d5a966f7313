import Dispatch
import Foundation
import LearnTrace
import Synchronization

extension DemoCatalog {
    /// 000/E8 and 000/E1: the same screen three ways, and a case where concurrency is slower.
    static let freeze = DemoSpec(
        id: "freeze",
        summary: "A main-thread heartbeat while cells load: all on main, global then main, GroupTaskModel; and the myth.",
        variants: [
            DemoVariant("main", "NoneViewController: every image loads on the main thread"),
            DemoVariant("async", "CurrencyFirstViewController: global(qos: .userInitiated), then main"),
            DemoVariant("group", "CurrencySecondViewController: the GroupTaskModel"),
            DemoVariant("myth", "tiny work items: one thread versus a concurrent queue"),
        ],
        parameters: [
            DemoParameter("cells", .int(1...20), default: "8", help: "cells to load"),
            DemoParameter("load", .double(0.02...1), default: "0.1", help: "seconds to load one image (at pace 1)"),
            DemoParameter("items", .int(100...200_000), default: "20000", help: "tiny work items (myth)"),
        ],
        labels: ["frame", "image", "apply", "check", "html", "missed", "frames", "ready-ms",
                 "serial", "concurrent", "serial-us", "concurrent-us", "serial-sum", "concurrent-sum"]
    ) { ctx in
        if ctx.variant == "myth" { FreezeMyth.run(ctx) } else { FreezeDemo.screen(ctx) }
    }
}

/// The screen: a heartbeat, then cells loaded the way the variant says.
enum FreezeDemo {
    static func screen(_ ctx: DemoContext) {
        let heartbeat = Heartbeat(ctx)
        let cells = (1...ctx.int("cells")).map { Cell(number: $0, broken: false) }
        let shown = DispatchGroup()                   // harness: every cell shown
        let load = ctx.double("load")
        let model = GroupTaskModel<Cell>(qos: .userInitiated) { url in Cell.load(url, seconds: load, ctx) }
        let start = DispatchTime.now()
        heartbeat.start()
        DispatchQueue.main.asyncAfter(deadline: .now() + ctx.interval(0.1)) {
            for cell in cells {
                shown.enter()
                cellForRow(cell, model, ctx) { shown.leave() }
            }
            shown.notify(queue: .main) {
                ctx.result("ready-ms", Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000))
                DispatchQueue.main.asyncAfter(deadline: .now() + ctx.interval(0.1)) {
                    heartbeat.stop()
                    ctx.result("frames", heartbeat.frames)
                    ctx.result("missed", heartbeat.missedFrames)
                    ctx.finish()
                }
            }
        }
    }

    /// The variant's `cellForRowAt`.
    static func cellForRow(
        _ cell: Cell, _ model: GroupTaskModel<Cell>, _ ctx: DemoContext, shown: @escaping @Sendable () -> Void
    ) {
        let load = ctx.double("load")
        switch ctx.variant {
        case "main":
            // region: freeze/main
            let data = Cell.load(cell.urlString, seconds: load, ctx)   // on main
            ctx.trace.span("apply") { cell.cellImage.withLock { $0 = data } }
            shown()
            // endregion
        case "async":
            // region: freeze/async
            DispatchQueue.global(qos: .userInitiated).async {
                let data = Cell.load(cell.urlString, seconds: load, ctx)
                DispatchQueue.main.async {
                    ctx.trace.span("apply") { cell.cellImage.withLock { $0 = data } }
                    shown()
                }
            }
            // endregion
        default:
            GroupModelRun.cellForRow(cell, model, ctx, shown: shown)   // the group lesson's code
        }
    }

}
