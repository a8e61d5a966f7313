// The judge of `isolation`: the exercise's own code, compiled beside your file (you do not edit it).
// It owns the main thread: it makes your `Importer` and awaits its `importAll` in a task on the
// main actor, then lets the main thread serve the main actor's queue (its run loop) as a screen's
// would. It picks how many photos and how big at run time, and makes up each picture's stamp from
// the system's generator (no constant can guess it). Whether code ran on the main thread is read
// from the thread itself (`pthread_self()` against the thread the judge's first line ran on), not
// from any value your file could set. Each decode notes its thread; off the main thread it also
// asks the main thread to draw a frame and waits up to a second for it, to tell a free main thread
// from one that waits. Each update of the progress bar notes its thread, its number and how many
// decodes had ended by then. What tells of a wrong move is sent to learn the moment it is known,
// not kept in memory your file could reach and change.
import Foundation
import Glibc

/// The main thread: the judge's first line runs on it.
private let mainScreen = Judge.Screen()

/// What the judge saw, under one lock of its own.
private final class Ledger: @unchecked Swift.Sendable {
    private let lock = Foundation.NSLock()
    private var decodedOnMain = 0, shownOffMain = 0, frozen = 0, busiest = 0, ended = 0, misshown = 0, shows = 0
    private var ahead = false
    private(set) var progress = 0
    private var finished = false

    private func noted<T>(_ change: (Ledger) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        progress += 1
        return change(self)
    }

    func decoding(onMain: Swift.Bool) {
        noted {
            guard onMain else { return }
            $0.decodedOnMain += 1
            Judge.value("decoded-on-main", $0.decodedOnMain)
        }
    }
    func decoded() { noted { $0.ended += 1 } }
    func froze() {
        noted {
            $0.frozen += 1
            Judge.value("frozen", $0.frozen)
        }
    }
    /// The main thread ran code for `nanoseconds` of its own CPU time while the screen waited
    /// for a frame: more than a frame's worth (busy, not waiting) is sent at once.
    func ranFor(_ nanoseconds: Swift.Int64) {
        guard nanoseconds > Judge.Screen.frameLimit else { return }
        noted {
            $0.busiest = Swift.max($0.busiest, Swift.Int(nanoseconds / 1_000_000))
            Judge.value("busy-ms", Swift.max(1, $0.busiest))
        }
    }
    var hasFrozen: Swift.Bool { lock.withLock { frozen > 0 } }

    /// The bar showed `done`: on which thread, in what order, and after how many decodes.
    func shown(_ done: Swift.Int, onMain: Swift.Bool) {
        noted {
            if !onMain {
                $0.shownOffMain += 1
                Judge.value("shown-off-main", $0.shownOffMain)
            }
            let next = $0.shows + 1
            if (done != next || done > count) && $0.misshown == 0 {
                $0.misshown = 1
                Judge.value("expected-show", next)
                Judge.value("wrong-show", done)
                Judge.value("misshown", 1)
            }
            if $0.misshown == 0 { Judge.value("shown", done) }  // 1, 2, 3, … so far, in order
            if done > $0.ended && !$0.ahead {  // the first one is told
                $0.ahead = true
                Judge.value("ahead-decoded", $0.ended)
                Judge.value("ahead-show", done)
                Judge.value("ahead", 1)
            }
            $0.shows += 1
        }
    }

    func finish() { noted { $0.finished = true } }
    var isFinished: Swift.Bool { lock.withLock { finished } }
}

/// The screen's progress bar: state of the main actor, as a screen's is.
@MainActor final class ProgressBar {  // shared with the learner's file
    fileprivate nonisolated init() {}

    /// Shows that `done` photos of the import are decoded. Call it on the main actor, once after
    /// each photo is decoded, in order: 1, 2, 3, … up to the number of photos.
    func show(_ done: Swift.Int) {
        let onMain = mainScreen.onMain
        Judge.span("show") {
            Judge.pause("show")
            ledger.shown(done, onMain: onMain)
        }
    }
}

/// A decoded photo: only `Photo.decode()` makes one.
struct Picture: Swift.Sendable {  // shared with the learner's file
    fileprivate let photo: Swift.Int
    fileprivate let stamp: Swift.UInt64
}

/// A photo to import: decoding it is slow work, for any thread but the main one.
final class Photo: Swift.Sendable {  // shared with the learner's file
    private let number: Swift.Int, size: Swift.Int

    fileprivate init(number: Swift.Int, size: Swift.Int) {
        self.number = number
        self.size = size
    }

    /// Decodes the photo (slow: keep it off the main thread).
    func decode() -> Picture {
        let onMain = mainScreen.onMain
        ledger.decoding(onMain: onMain)
        if !onMain && !ledger.hasFrozen {
            // A free main thread draws a frame while the photo decodes.
            if let busy = mainScreen.frame() {
                ledger.ranFor(busy)  // the main thread was busy, not free, till it drew
            } else {
                ledger.froze()
            }
        }
        Judge.span("decode") {
            var sum = 0
            for i in 0..<(size * 10_000) { sum &+= i }
            if sum == -1 { print(sum) }
            Judge.pause("decoded")
        }
        ledger.decoded()
        return Picture(photo: number, stamp: stamps[number])
    }
}

private let ledger = Ledger()
private let count = Judge.pick("photos", in: 3...5)
// Each photo's stamp, from the system's generator (not the run's seeded inputs): a picture that
// carries it was made by `decode()`, and no bit pattern the learner's file builds can guess it.
private let stamps = (0..<count).map { _ in Swift.UInt64.random(in: 1...Swift.UInt64.max) }
private let photos = (0..<count).map { Photo(number: $0, size: Judge.pick("size", in: 1...3)) }
private let bar = ProgressBar()
Judge.value("decoded-on-main", 0)
Judge.value("shown-off-main", 0)
Judge.value("frozen", 0)
Judge.value("busy-ms", 0)
Judge.value("misshown", 0)
Judge.value("ahead", 0)
Judge.value("shown", 0)
Judge.value("came-back", 0)

Swift.Task { @MainActor in
    let pictures = await Importer(bar: bar).importAll(photos)
    // The photos' own pictures, in the photos' order, each made by `decode()`.
    // A list of another length is wrong however many of its pictures are right.
    let right = pictures.prefix(count).enumerated().filter { $0.element.photo == $0.offset && $0.element.stamp == stamps[$0.offset] }
    Judge.value("pictures", pictures.count)
    Judge.value("right", pictures.count == count ? right.count : Swift.min(right.count, count - 1))
    Judge.value("came-back", 1)
    ledger.finish()
}
// The main thread serves the main actor's queue until the import is done, or until nothing has
// moved for two seconds (an import that never returns).
private var still = 0
while !ledger.isFinished && still < 100 {
    let before = ledger.progress
    _ = Foundation.RunLoop.main.run(mode: .default, before: Foundation.Date(timeIntervalSinceNow: 0.02))
    still = ledger.progress == before ? still + 1 : 0
}
