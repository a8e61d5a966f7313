// replays: a Set's order, printed after two threads take turns (Swift's hashing seed)
import Foundation
let names: Set = ["ant", "bee", "cat", "dog", "eel", "fox", "gnu", "hen"]
var turns: [String] = []
let lock = NSLock()
let done = DispatchSemaphore(value: 0)
for who in ["left", "right"] {
    Thread {
        lock.lock()
        turns.append(who)
        lock.unlock()
        done.signal()
    }.start()
}
done.wait()
done.wait()
print(turns.joined(separator: " "), names.joined(separator: ","))
