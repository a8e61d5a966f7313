// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

/// 002/E2–E4: rows appended to a view model's data source from several queues —
/// who may update the data source.
enum DataSourceRaceDemo: Demo {
    static let id = "data-source"
    static let parameters = [
        DemoParameter("writers", .int(2...8), default: "4", unit: "writers"),
        DemoParameter("updates", .int(1...200_000), default: "10000", unit: "rows"),
        DemoParameter("window", .int(0...100_000), default: "2000", unit: "nanoseconds"),
        DemoParameter("traced", .bool, default: "false"),
    ]
    static let labels = ["update", "reloadData", "expected", "rows", "lost", "append"]
    static let watchdog = 20.0

    enum Variant: String, DemoVariantName {
        case global
        case array
        case serial
        case trap

        var safety: Safety {
            switch self {
            case .global, .trap: .raceCondition
            case .array: .dataRace
            case .serial: .safe
            }
        }

        var outcome: ExpectedOutcome { self == .array ? .mayCrash : .finishes }
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        let writers = ctx.int("writers")
        let updates = ctx.int("updates")
        let window = ctx.int("window")
        let group = DispatchGroup()
        let update: (DemoContext, ViewModel, Int, Int, Int, DispatchGroup) -> Void
        switch variant {
        case .array:
            runArray(ctx, writers: writers, updates: updates, window: window, group: group)
            return
        case .global: update = updateOnGlobal
        case .serial: update = updateThroughQueue
        case .trap: update = updateWithMistake
        }
        let viewModel = ViewModel(tracer: ctx.bool("traced") ? ctx.trace : nil)
        update(ctx, viewModel, writers, updates, window, group)
        reload(ctx, expected: writers * updates, group: group) { viewModel.rowCount.load(ordering: .relaxed) }
    }

    /// `global`: each writer appends its rows right where its response arrived.
    static func updateOnGlobal(
        _ ctx: DemoContext, _ viewModel: ViewModel, writers: Int, updates: Int, window: Int, group: DispatchGroup
    ) {
        // region: race/global
        let qos: [DispatchQoS.QoSClass] = [.userInitiated, .default, .utility]
        for writer in 1...writers {
            DispatchQueue.global(qos: qos[writer % 3]).async(group: group) {
                ctx.trace.span("update") {
                    for _ in 0..<updates { viewModel.appendRow(window: window) }
                }
            }
        }
        // endregion
    }

    /// `serial`: the post's fix, every update on one serial custom queue.
    static func updateThroughQueue(
        _ ctx: DemoContext, _ viewModel: ViewModel, writers: Int, updates: Int, window: Int, group: DispatchGroup
    ) {
        // region: race/serial
        let dataSourceUpdateQueue = DispatchQueue(label: "data_source_update_queue")
        for _ in 1...writers {
            DispatchQueue.global().async(group: group) {
                dataSourceUpdateQueue.async(group: group) {
                    ctx.trace.span("update") {
                        for _ in 0..<updates { viewModel.appendRow(window: window) }
                    }
                }
            }
        }
        // endregion
    }

    /// `trap` (002/E4): the same queue, but the first writer updates on main by mistake.
    static func updateWithMistake(
        _ ctx: DemoContext, _ viewModel: ViewModel, writers: Int, updates: Int, window: Int, group: DispatchGroup
    ) {
        // region: race/trap
        let dataSourceUpdateQueue = DispatchQueue(label: "data_source_update_queue")
        for writer in 1...writers {
            DispatchQueue.global().async(group: group) {
                // the mistake: the first writer updates on the main queue
                let queue = writer == 1 ? DispatchQueue.main : dataSourceUpdateQueue
                queue.async(group: group) {
                    ctx.trace.span("update") {
                        for _ in 0..<updates { viewModel.appendRow(window: window) }
                    }
                }
            }
        }
        // endregion
    }

    /// `array` (002/E2 as the post wrote it): a plain Swift array appended from global().
    static func runArray(_ ctx: DemoContext, writers: Int, updates: Int, window: Int, group: DispatchGroup) {
        let viewModel = UnsafeViewModel()
        // region: race/array
        let qos: [DispatchQoS.QoSClass] = [.userInitiated, .default, .utility]
        for writer in 1...writers {
            DispatchQueue.global(qos: qos[writer % 3]).async(group: group) {
                ctx.trace.span("update") {
                    for row in 0..<updates {
                        RaceWindow.spin(window)  // build the row
                        viewModel.dataSource.append(String(row))
                    }
                }
            }
        }
        // endregion
        reload(ctx, expected: writers * updates, group: group) { viewModel.dataSource.count }
    }

    /// When every update is done, the "UI" reads the row count on the main thread.
    static func reload(_ ctx: DemoContext, expected: Int, group: DispatchGroup, rowCount: @escaping @Sendable () -> Int) {
        // region: race/reload
        group.notify(queue: .main) {
            ctx.trace.span("reloadData") {
                let rows = rowCount()
                ctx.result("expected", expected)
                ctx.result("rows", rows)
                ctx.result("lost", expected - rows)
                ctx.trace.say("expected \(expected) rows, the table shows \(rows)")
            }
            ctx.finish()
        }
        // endregion
    }
}
