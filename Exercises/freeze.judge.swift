// The judge of `freeze`: the exercise's own code, compiled beside your file (you do not edit it).
// It owns the main thread: it calls your `load` there, then lets the main thread serve the main
// queue (its run loop) as a screen's would. It picks how many photos and how big at run time.
// Each photo's decode notes the thread it ran on; off the main thread it also asks the main
// thread to draw a frame and waits up to a second for it, to tell a free main thread from one
// that waits. Each show notes its thread and which photo's picture it got. A fact that tells of a
// wrong move (a decode or a show on the wrong thread, a frozen frame, a picture `decode()` did not
// make) is sent to learn the moment it
// happens, not kept in memory the learner's file could reach and change.
import Foundation
import Glibc

/// What the judge saw, under one lock.
final class Screen: @unchecked Swift.Sendable {  // shared with the learner's file
    private let lock = Foundation.NSLock()
    fileprivate let photos: Swift.Int
    private var shownPhotos: [Swift.Int: Swift.Int] = [:]
    fileprivate private(set) var decodedOnMain = 0, shownOffMain = 0, frozen = 0, forged = 0, busiest = 0, progress = 0

    fileprivate init(photos: Swift.Int) { self.photos = photos }

    fileprivate func noted(_ change: (Screen) -> Swift.Void) {
        lock.lock()
        change(self)
        progress += 1
        lock.unlock()
    }
    fileprivate func decoded(onMain: Swift.Bool) {
        noted {
            guard onMain else { return }
            $0.decodedOnMain += 1
            Judge.value("decoded-on-main", Swift.max(1, $0.decodedOnMain))
        }
    }
    fileprivate func froze() {
        noted {
            $0.frozen += 1
            Judge.value("frozen", Swift.max(1, $0.frozen))
        }
    }
    /// The main thread ran code for `nanoseconds` of its own CPU time while the screen waited
    /// for it (a frame, or `load`): more than a frame's worth (busy, not waiting) is sent at once.
    fileprivate func ranFor(_ nanoseconds: Swift.Int64) {
        guard nanoseconds > Judge.Screen.frameLimit else { return }
        noted {
            $0.busiest = Swift.max($0.busiest, Swift.Int(nanoseconds / 1_000_000))
            Judge.value("busy-ms", Swift.max(1, $0.busiest))
        }
    }
    fileprivate var hasFrozen: Swift.Bool { lock.lock(); defer { lock.unlock() }; return frozen > 0 }
    fileprivate var moves: Swift.Int { lock.lock(); defer { lock.unlock() }; return progress }

    /// Shows a picture in its cell: call it on the main thread.
    func show(_ picture: Picture) {
        let onMain = Foundation.Thread.isMainThread
        Judge.span("show") {
            noted {
                if !onMain {
                    $0.shownOffMain += 1
                    Judge.value("shown-off-main", Swift.max(1, $0.shownOffMain))
                }
                // Only a picture `Photo.decode()` made counts: its stamp is the judge's secret.
                if stamps.indices.contains(picture.photo) && picture.stamp == stamps[picture.photo] {
                    $0.shownPhotos[picture.photo, default: 0] += 1
                } else {
                    $0.forged += 1
                    Judge.value("forged", Swift.max(1, $0.forged))
                }
            }
        }
    }

    /// Photos shown exactly once.
    fileprivate var shown: Swift.Int {
        lock.lock()
        defer { lock.unlock() }
        return (0..<photos).filter { shownPhotos[$0] == 1 }.count
    }
}

/// A decoded photo: only `Photo.decode()` makes one.
struct Picture: Swift.Sendable {  // shared with the learner's file
    fileprivate let photo: Swift.Int
    fileprivate let stamp: Swift.UInt64
}

/// A photo to decode (slow work) before it can be shown.
final class Photo: Swift.Sendable {  // shared with the learner's file
    private let number: Swift.Int, size: Swift.Int
    private let screen: Screen

    fileprivate init(number: Swift.Int, size: Swift.Int, screen: Screen) {
        self.number = number
        self.size = size
        self.screen = screen
    }

    func decode() -> Picture {
        let onMain = Foundation.Thread.isMainThread
        screen.decoded(onMain: onMain)
        if !onMain && !screen.hasFrozen {
            // A free main thread draws a frame while the photo decodes.
            if let busy = mainScreen.frame() {
                screen.ranFor(busy)  // the main thread was busy, not free, till it drew
            } else {
                screen.froze()
            }
        }
        Judge.span("decode") {
            var sum = 0
            for i in 0..<(size * 10_000) { sum &+= i }
            if sum == -1 { print(sum) }
            Judge.pause("decoded")
        }
        return Picture(photo: number, stamp: stamps[number])
    }
}

/// The main thread (the judge's first line runs on it), its CPU time and its frames.
private let mainScreen = Judge.Screen()

private let screen = Screen(photos: Judge.pick("photos", in: 3...5))
// Each photo's stamp, from the system's generator (not the run's seeded inputs): a picture that
// carries it was made by `decode()`, and no bit pattern the learner's file builds can guess it.
private let stamps = (0..<screen.photos).map { _ in Swift.UInt64.random(in: 1...Swift.UInt64.max) }
private let photos = (0..<screen.photos).map { Photo(number: $0, size: Judge.pick("size", in: 1...3), screen: screen) }
Judge.value("decoded-on-main", 0)
Judge.value("shown-off-main", 0)
Judge.value("frozen", 0)
Judge.value("forged", 0)
Judge.value("busy-ms", 0)
private let beforeLoad = mainScreen.mainCPU
load(photos, into: screen)
screen.ranFor(mainScreen.mainCPU - beforeLoad)
// The main thread serves its queue until every photo is shown, or until nothing has moved for a
// second (a photo never shown).
private var still = 0
while screen.shown < screen.photos && still < 50 {
    let before = screen.moves
    _ = Foundation.RunLoop.main.run(mode: .default, before: Foundation.Date(timeIntervalSinceNow: 0.02))
    still = screen.moves == before ? still + 1 : 0
}
Judge.value("shown", screen.shown)
