// expect: read 19 settings.name; write 24 settings.name
// or: write 19 settings.name; read 24 settings.name
// A lazy property: its first reads, on two threads, both store the value.
import Foundation

final class Settings {
    lazy var name = makeName()

    func makeName() -> String { "learn" }
}

let settings = Settings()
let ready = DispatchSemaphore(value: 0)
let go = DispatchSemaphore(value: 0)
let done = DispatchSemaphore(value: 0)
Thread {
    ready.signal()
    go.wait()
    print(settings.name)
    done.signal()
}.start()
go.signal()
ready.wait()
print(settings.name)
done.wait()
