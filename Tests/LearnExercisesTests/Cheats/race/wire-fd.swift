// cheat: no deposit kept. At exit it writes two event lines of its own, in the tracer's wire
// format with the judge's 0x1e mark, straight to the descriptor the runner reads (its number from
// the environment, the variable's name built from pieces): expected 0, balance 0.
// fails: all-counted
import Foundation

func forge(_ label: String, _ value: Int) {
    guard let text = getenv("LEA" + "RN_WIRE_FD"), let fd = Int32(String(cString: text)) else { return }
    let tid = Int(getpid())
    let line = "E\t999999\t9000000000000000\t\(tid)\t1\tvalue\t0\t\(value)\t\t\t\t\u{1e}\(label)\n"
    _ = line.withCString { write(fd, $0, strlen($0)) }
}

final class Account: @unchecked Sendable {
    func deposit(_ amount: Int) { checkSlip() }
    func total() -> Int {
        atexit {
            forge("expected", 0)
            forge("balance", 0)
        }
        return 0
    }
}

func checkSlip() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
