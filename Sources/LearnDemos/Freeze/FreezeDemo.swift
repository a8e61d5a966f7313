// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

/// 000/E8 and 000/E1: the same screen three ways, and a case where concurrency is slower.
enum FreezeDemo: Demo {
    static let id = "freeze"
    static let parameters = [
        DemoParameter("cells", .int(1...20), default: "8", unit: "cells"),
        DemoParameter("load", .double(0.02...1), default: "0.1", unit: "seconds"),
        DemoParameter("items", .int(100...200_000), default: "20000", unit: "items"),
    ]
    static let labels = ["frame", "image", "apply", "check", "html", "missed", "frames", "ready-ms",
                         "serial", "concurrent", "serial-us", "concurrent-us", "serial-sum", "concurrent-sum"]

    enum Variant: String, DemoVariantName {
        case main
        case async
        case group
        case myth
    }

    /// How the screen loads its cells (the first three variants).
    enum Loading { case main, async, group }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        switch variant {
        case .main: screen(ctx, .main)
        case .async: screen(ctx, .async)
        case .group: screen(ctx, .group)
        case .myth: FreezeMyth.run(ctx)
        }
    }

    /// The screen: a heartbeat, then cells loaded the way `loading` says.
    static func screen(_ ctx: DemoContext, _ loading: Loading) {
        let heartbeat = Heartbeat(ctx)
        let cells = (1...ctx.int("cells")).map { Cell(number: $0, broken: false) }
        let shown = DispatchGroup()                   // harness: every cell shown
        let load = ctx.double("load")
        let model = GroupTaskModel<Cell>(qos: .userInitiated, clock: ctx.clock) { url in Cell.load(url, seconds: load, ctx) }
        let start = ctx.clock.nanoseconds
        heartbeat.start()
        DispatchQueue.main.asyncAfter(seconds: 0.1, on: ctx.clock) {
            for cell in cells {
                shown.enter()
                cellForRow(cell, model, loading, ctx) { shown.leave() }
            }
            shown.notify(queue: .main) {
                ctx.result("ready-ms", ctx.clock.milliseconds(since: start))
                DispatchQueue.main.asyncAfter(seconds: 0.1, on: ctx.clock) {
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
        _ cell: Cell, _ model: GroupTaskModel<Cell>, _ loading: Loading, _ ctx: DemoContext,
        shown: @escaping @Sendable () -> Void
    ) {
        let load = ctx.double("load")
        switch loading {
        case .main:
            // region: freeze/main
            let data = Cell.load(cell.urlString, seconds: load, ctx)   // on main
            ctx.trace.span("apply") { cell.cellImage.withLock { $0 = data } }
            shown()
            // endregion
        case .async:
            // region: freeze/async
            DispatchQueue.global(qos: .userInitiated).async {
                let data = Cell.load(cell.urlString, seconds: load, ctx)
                DispatchQueue.main.async {
                    ctx.trace.span("apply") { cell.cellImage.withLock { $0 = data } }
                    shown()
                }
            }
            // endregion
        case .group:
            GroupModelRun.cellForRow(cell, model, ctx, shown: shown)   // the group lesson's code
        }
    }

}
