// cheat: the item never looks at its flag; it reads its first page, then waits on an `NSCondition`
// until a deadline 30 ms away (`wait(until:)`), long enough in a real run for the next keystroke's
// cancel, and reads the rest only if no newer search was made meanwhile.
// fails: stops
import Foundation

let made = NSCondition()
nonisolated(unsafe) var keystrokes = 0

func makeSearch(pages: Int, read: @escaping @Sendable (Int) -> Void) -> DispatchWorkItem {
    made.lock()
    keystrokes += 1
    let mine = keystrokes
    made.broadcast()
    made.unlock()
    return DispatchWorkItem {
        for page in 0..<pages {
            if page == 1 {
                made.lock()
                let deadline = Date(timeIntervalSinceNow: 0.03)
                while keystrokes == mine && made.wait(until: deadline) {}
                let newer = keystrokes != mine
                made.unlock()
                if newer { return }
            }
            read(page)
        }
    }
}
