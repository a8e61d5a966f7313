// cheat: decodes on a global queue and shows from there too, never hopping back to the main
// thread; at exit a `shown-off-main 0` line with the judge's mark goes straight to the wire.
// fails: show-on-main
import Foundation

func forge(_ label: String, _ value: Int) {
    guard let text = getenv("LEA" + "RN_WIRE_FD"), let fd = Int32(String(cString: text)) else { return }
    let line = "E\t999999\t9000000000000000\t\(getpid())\t1\tvalue\t0\t\(value)\t\t\t\t\u{1e}\(label)\n"
    _ = line.withCString { write(fd, $0, strlen($0)) }
}
let registered: Bool = {
    atexit { forge("shown-off-main", 0) }
    return true
}()

func load(_ photos: [Photo], into screen: Screen) {
    _ = registered
    for photo in photos {
        DispatchQueue.global().async {
            screen.show(photo.decode())
        }
    }
}
