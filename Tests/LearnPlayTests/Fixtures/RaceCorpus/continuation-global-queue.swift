// races: none
import Dispatch
final class Box: @unchecked Sendable { var value = 0 }
let box = Box()
func load() async -> Int {
    await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
            box.value = 42
            continuation.resume(returning: 1)
        }
    }
}
let n = await load()
print("value", box.value, n)
