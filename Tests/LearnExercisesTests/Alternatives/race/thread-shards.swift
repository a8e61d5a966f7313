// A right answer written differently from the reference: each teller's thread keeps its own
// shard (its thread dictionary), registered once under a lock; `total()` sums them once the
// tellers are done. No two threads ever touch one shard.
import Foundation

final class Shard: @unchecked Sendable { var value = 0 }  // one teller's alone

final class Account: @unchecked Sendable {
    private var shards: [Shard] = []
    private let lock = NSLock()

    private func mine() -> Shard {
        if let shard = Thread.current.threadDictionary["shard"] as? Shard { return shard }
        let shard = Shard()
        Thread.current.threadDictionary["shard"] = shard
        lock.lock()
        shards.append(shard)
        lock.unlock()
        return shard
    }

    func deposit(_ amount: Int) {
        let shard = mine()
        let old = shard.value
        checkSlip()
        shard.value = old + amount
    }

    func total() -> Int {
        lock.lock()
        defer { lock.unlock() }
        return shards.reduce(0) { $0 + $1.value }
    }
}

func checkSlip() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
