// The judge of `operation-queue`: the exercise's own code, compiled beside your file (you do not
// edit it). It picks the photos and the resizing at run time, hands them to `makeThumbnails`, and
// notes, from inside each resize, whether an OperationQueue's operation ran it, how many resizes
// were running at once, and how many had ended when the thumbnails came back.
import Foundation

/// What the resizes saw, from whichever threads ran them.
private final class ResizeLog: @unchecked Sendable {  // safe: every access holds `lock`
    let lock = Foundation.NSLock()
    var inside = 0, most = 0, ended = 0, outsideOperations = 0, onMain = 0

    func began() {
        let queue = Foundation.OperationQueue.current
        let main = Foundation.Thread.isMainThread
        lock.lock()
        inside += 1
        most = Swift.max(most, inside)
        if queue == nil || queue === Foundation.OperationQueue.main { outsideOperations += 1 }
        if main { onMain += 1 }
        lock.unlock()
    }

    func ended(_: Void = ()) {
        lock.lock()
        inside -= 1
        ended += 1
        lock.unlock()
    }

    var endedSoFar: Int {
        lock.lock()
        defer { lock.unlock() }
        return ended
    }
}

private func judgeThumbnails() {
    let photos = (0..<Judge.pick("photos", in: 3...6)).map { _ in Judge.pick("photo", in: 100...999) }
    let scale = Judge.pick("scale", in: 2...5)
    let work = Swift.UInt32(Judge.pick("resize-us", in: 300...900))
    let log = ResizeLog()
    let thumbnails = makeThumbnails(of: photos) { photo in
        Judge.pause("resize a photo")
        return Judge.span("resize") {
            log.began()
            Glibc.usleep(work)
            log.ended()
            return photo / scale
        }
    }
    let ended = log.endedSoFar
    Judge.mark("returned")
    // The thumbnails that came back, matched one for one with the photos' own.
    var owed = photos.map { $0 / scale }
    var right = 0
    for thumbnail in thumbnails {
        if let at = owed.firstIndex(of: thumbnail) {
            owed.remove(at: at)
            right += 1
        }
    }
    log.lock.lock()
    Judge.value("ended", ended)
    Judge.value("returned", thumbnails.count)
    Judge.value("right", right)
    Judge.value("outside-operations", log.outsideOperations)
    Judge.value("on-main", log.onMain)
    Judge.value("most-at-once", log.most)
    log.lock.unlock()
}

judgeThumbnails()
