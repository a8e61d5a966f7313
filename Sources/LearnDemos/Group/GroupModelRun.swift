// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

/// The `group` demo's `model` variant: the post's `cellForRowAt`, cell by cell.
enum GroupModelRun {
    static func run(_ ctx: DemoContext) {
        let model = GroupTaskModel<Cell>(qos: .userInitiated, clock: ctx.clock) { url in Cell.load(url, seconds: 0.3, ctx) }
        let broken = ctx.int("broken")
        let cells = (1...ctx.int("cells")).map { Cell(number: $0, broken: $0 == broken) }
        let end = DispatchGroup()                    // harness: every html, and the wait
        for cell in cells {
            end.enter()
            cellForRow(cell, model, ctx) { end.leave() }
        }
        end.enter()
        DispatchQueue.global().async {
            ctx.trace.span("wait") {
                model.waitTimeoutCustomCellGroup(target: cells[0], seconds: 5) { _ in
                    ctx.result("timedOut", 1)
                    ctx.trace.say("waited 5 s: .timedOut")
                } _: { _ in
                    ctx.result("timedOut", 0)
                    ctx.trace.say("every cell is done")
                }
            }
            end.leave()
        }
        end.notify(queue: .main) { ctx.finish() }
    }

    /// What the post's `tableView(_:cellForRowAt:)` asks the model to do for one cell.
    static func cellForRow(_ cell: Cell, _ model: GroupTaskModel<Cell>, _ ctx: DemoContext, shown: @escaping @Sendable () -> Void) {
        // region: group/cell
        let imageTask = CancelHandle(model.processConcurrentImage(
            target: cell, urlString: cell.urlString
        ) { target, data in                             // 1. keep the image
            target.cellImage.withLock { $0 = data }
        })
        model.processConcurrent(target: cell) { target in  // 2. barrier: check
            ctx.trace.span("check") {
                if target.cellImage.withLock({ $0 }) == nil {
                    imageTask.cancel()              // …which has already run
                    ctx.trace.mark("cancelled")
                }
            }
        }
        model.processSerial(target: cell) { target in      // 3. show it, on main
            ctx.trace.span("apply") {
                let bytes = target.cellImage.withLock { $0?.count ?? 0 }
                ctx.trace.say("cell \(target.number): image \(bytes) bytes")
            }
        }
        model.notifyCustomCellGroup(target: cell) { target in  // 4. group empty
            ctx.trace.span("html") {
                ctx.trace.say("cell \(target.number): \(target.htmlString)")
            }
            shown()
        }
        // endregion
    }
}
