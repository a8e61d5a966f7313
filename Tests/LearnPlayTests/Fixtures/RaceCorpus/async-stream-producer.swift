// races: none
import Dispatch
let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
final class Box: @unchecked Sendable { var last = 0 }
let box = Box()
DispatchQueue.global().async {
    for i in 1...3 { box.last = i; continuation.yield(i) }
    continuation.finish()
}
var total = 0
for await n in stream { total += n }
print("total", total)
