// The judge of `barrier`: the exercise's own code, compiled beside your file (you do not edit it).
// It owns the writer and reader threads and picks the numbers at run time. Inside each read and
// write it counts who else is inside the array; it checks that each writer's read finds the
// number it just appended, and compares the final array with every number appended.
import Foundation

private final class Board: @unchecked Sendable {  // the judge's own notes, behind its own lock
    let lock = Foundation.NSLock()
    var reading = 0
    var writing = 0
    var together = 0  // the most reads inside at once
    var crowded = 0  // writes that had company: a read or another write inside with them
    var unseen = 0

    func note(_ change: (Board) -> Void) {
        lock.lock()
        change(self)
        lock.unlock()
    }
}

private let array = SafeArray()
private let board = Board()
private let base = Judge.pick("base", in: 1...899)
private let writers = 2
private let slips = (0..<writers).map { writer in
    (0..<Judge.pick("appends", in: 2...3)).map { base + writer * 100 + $0 }
}
private let readers = 1
private let over = Dispatch.DispatchSemaphore(value: 0)

/// One read: inside `read`, the judge counts the reads in there with it.
private func look(_ seen: ([Int]) -> Swift.Bool = { _ in true }) -> Swift.Bool {
    array.read { numbers in
        Judge.span("read") {
            board.note { b in
                b.reading += 1
                b.together = Swift.max(b.together, b.reading)
                if b.writing > 0 { b.crowded += 1 }
            }
            Judge.pause("inside a read")
            let found = seen(numbers)
            board.note { b in b.reading -= 1 }
            return found
        }
    }
}

/// One append: inside `write`, nobody else may be in the array.
private func append(_ number: Swift.Int) {
    array.write { numbers in
        Judge.span("write") {
            board.note { b in
                if b.writing > 0 || b.reading > 0 { b.crowded += 1 }
                b.writing += 1
            }
            Judge.pause("inside a write")
            numbers.append(number)
            board.note { b in b.writing -= 1 }
        }
    }
}

for slip in slips {
    Foundation.Thread {
        for number in slip {
            Judge.pause("next append")
            append(number)
            if !look({ $0.contains(number) }) { board.note { b in b.unseen += 1 } }
        }
        over.signal()
    }.start()
}
for _ in 0..<readers {
    Foundation.Thread {
        for _ in 0..<2 {
            Judge.pause("next read")
            _ = look()
        }
        over.signal()
    }.start()
}
for _ in 0..<(slips.count + readers) { over.wait() }
private let expected = slips.joined().sorted()
private let final = array.read { Swift.Array($0) }.sorted()
private var left = expected
for number in final {
    if let at = left.firstIndex(of: number) { left.remove(at: at) }
}
Judge.value("expected", expected.count)
Judge.value("count", final.count)
Judge.value("missing", left.count)
board.note { b in
    Judge.value("crowded", b.crowded)
    Judge.value("unseen", b.unseen)
    Judge.value("together", b.together)
}
