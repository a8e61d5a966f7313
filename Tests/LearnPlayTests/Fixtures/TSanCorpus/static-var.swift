// expect: write 15 Settings.volume; read 19 Settings.volume
// A static stored property written on a pool thread and read on main.
import Foundation

enum Settings {
    static var volume = 3
}

let ready = DispatchSemaphore(value: 0)
let go = DispatchSemaphore(value: 0)
let group = DispatchGroup()
DispatchQueue.global().async(group: group) {
    ready.signal()
    go.wait()
    Settings.volume = 11
}
go.signal()
ready.wait()
print(Settings.volume)
group.wait()
