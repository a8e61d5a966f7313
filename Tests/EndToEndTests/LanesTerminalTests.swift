import Foundation
import LearnTestSupport
import Testing

/// The lanes of real lesson runs, as a class sees them in an 80×24 terminal with `--step`: the
/// drawing itself (nested spans, a key per mark, a wait up to the watchdog's stop, the crash
/// point) on a screen that holds it whole.
@Suite(.tags(.tmux), .slow, .needsTmux) struct LanesTerminalTests {
    /// The lanes as drawn on one screen: the axis labels, the axis, the lane rows, the foot and
    /// the legend lines under it.
    struct Lanes {
        var labels: String
        var rows: [String]
        var legend: [String]

        /// The screen's lanes; nil when no screen shows the axis, every row and the legend together.
        init?(screen: String) {
            let lines = Terminal.lines(screen)
            guard let axis = lines.firstIndex(where: { $0.contains("├") && $0.hasSuffix("┤") }), axis > 0,
                let foot = lines[axis...].firstIndex(where: { $0.contains("└─ 1 column") })
            else { return nil }
            labels = lines[axis - 1]
            rows = Array(lines[(axis + 1)..<foot])
            legend = Array(lines[(foot + 1)...].prefix { !$0.hasPrefix("Run of") })
        }

        /// What a row draws between its label and the frame.
        static func cells(_ row: String) -> Substring {
            guard let open = row.firstIndex(of: "│") else { return "" }
            return row[row.index(after: open)...]
        }
    }

    /// Plays one part with `--step` at 80×24 and returns the lanes drawn on one of its screens.
    func lanes(_ lesson: String, _ variant: String) throws -> Lanes? {
        let term = Terminal()
        try term.start(["run", lesson, "--variant", variant, "--pace", "0.2", "--seed", "1", "--step"], columns: 80, rows: 24)
        let screens = try ClassroomTests.pressEnterThrough(term) { $0.contains("-- paused") || $0.contains("your prediction") }
        #expect(screens.last?.contains("EXIT=") == true)
        let found = screens.compactMap(Lanes.init(screen:)).first
        #expect(found != nil, "no screen held the lanes whole:\n\(screens.joined(separator: "\n====\n"))")
        return found
    }

    @Test func nestedSpansAndAWaitUpToTheWatchdogsStop() throws {
        // cross-sync: each thread holds its queue, and inside that waits for the other until the watchdog stops it
        guard let lanes = try lanes("queues", "cross-sync") else { return }
        let sub = lanes.rows.filter { $0.hasPrefix("  └") }
        #expect(sub.count == 2, "each thread's inner wait on a row of its own under the lane: \(lanes.rows)")
        #expect(sub.allSatisfy { Lanes.cells($0).contains { "█░▒▓".contains($0) } })
        // the wait is drawn to the stop: the axis reaches the watchdog's 2 s, every row ends in »
        #expect(lanes.labels.hasSuffix("2 s"), "\(lanes.labels)")
        let threads = lanes.rows.filter { $0.hasPrefix("T") || $0.hasPrefix("  └") }
        #expect(threads.count == 4 && threads.allSatisfy { $0.hasSuffix("»") }, "\(lanes.rows)")
        #expect(lanes.legend.contains { $0.contains("└ spans inside a span of the lane above") })
        #expect(lanes.legend.contains { $0.contains("» still waiting when the watchdog stopped the run") })
    }

    @Test func eachMarkHasItsOwnKey() throws {
        // wrong-thread: a refused unlock and a signal on one thread, the wake-up on the other
        guard let lanes = try lanes("locks", "wrong-thread") else { return }
        let legend = lanes.legend.joined(separator: "   ")
        let keys = ["unlock-refused", "signal", "woke"].compactMap { mark in
            legend.range(of: " mark \(mark)").map { legend[legend.index(before: $0.lowerBound)] }
        }
        #expect(keys.count == 3 && Set(keys).count == 3 && keys.allSatisfy(\.isLetter), "\(legend)")
        // each key is drawn on a lane, not as one shared dot
        let drawn = lanes.rows.filter { $0.hasPrefix("T") }.map(Lanes.cells).joined()
        #expect(keys.allSatisfy { drawn.contains($0) }, "\(lanes.rows)")
        #expect(!drawn.contains("•"))
    }

    @Test func theCrashPointIsOnTheCrashingThread() throws {
        // self-sync: the thread that syncs onto its own queue is stopped by libdispatch
        guard let lanes = try lanes("queues", "self-sync") else { return }
        let crashed = lanes.rows.filter { $0.contains("✕") }
        #expect(crashed.first?.hasPrefix("T1 ") == true, "the crash marked on the crashing thread's lane: \(lanes.rows)")
        #expect(crashed.allSatisfy { $0.hasSuffix("✕") }, "the mark ends the lane, where the run stopped")
        #expect(lanes.legend.contains { $0.contains("✕ inside a span when the program crashed") }, "\(lanes.legend)")
    }
}
