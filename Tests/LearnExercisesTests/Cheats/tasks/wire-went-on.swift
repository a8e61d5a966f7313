// cheat: the starter's fetch, which never stops; at exit it writes a `went-on 0` event line with
// the judge's 0x1e mark straight to the runner's wire descriptor (number from the environment).
// fails: stopped
import Foundation

func forge(_ label: String, _ value: Int) {
    guard let text = getenv("LEA" + "RN_WIRE_FD"), let fd = Int32(String(cString: text)) else { return }
    let line = "E\t999999\t9000000000000000\t\(getpid())\t1\tvalue\t0\t\(value)\t\t\t\t\u{1e}\(label)\n"
    _ = line.withCString { write(fd, $0, strlen($0)) }
}
let registered: Bool = {
    atexit { forge("went-on", 0) }
    return true
}()

func fetch(_ feed: Feed) async -> [Int]? {
    _ = registered
    var data: [Int] = []
    for piece in 0..<feed.pieces {
        data.append(feed.download(piece))
    }
    return data
}
