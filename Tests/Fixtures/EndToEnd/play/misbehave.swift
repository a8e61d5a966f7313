// One file for every way a program can go wrong; PLAY_MODE picks one.
import Foundation

let mode = ProcessInfo.processInfo.environment["PLAY_MODE"] ?? ""
print("mode \(mode)")
switch mode {
case "crash":
    let numbers: [Int] = []
    print(numbers[1])
case "hang":
    DispatchSemaphore(value: 0).wait()
case "threads":
    let group = DispatchGroup()
    for i in 0..<1000 {
        group.enter()
        Thread { if i % 250 == 0 { print("thread \(i)") }; group.leave() }.start()
    }
    group.wait()
    print("a thousand threads ended")
case "flood":
    let line = String(repeating: "x", count: 1000)
    for _ in 0..<2000 { print(line) }
    print("flooded")
case "stdin":
    print("read: \(readLine() ?? "nothing, stdin is empty")")
case "status":
    exit(3)
default:
    print("no mode")
}
