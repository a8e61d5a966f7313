/// Two small programs for a schedule search, whose outcomes hang on the order of their threads:
/// the load of `learn-bench explore` and of the tests of the reduced search
/// (`ReductionSoundnessTests`). One text, so the two search the same programs.
package enum SearchPrograms {
    /// Three writers racing on one count: an update is lost when two read before either writes.
    package static let racingWriters = """
        import Foundation
        final class Box: @unchecked Sendable { var count = 0 }
        let box = Box()
        let group = DispatchGroup()
        for _ in 0..<3 {
            DispatchQueue.global().async(group: group) { box.count += 1 }
        }
        group.wait()
        print("count", box.count)
        """

    /// Two writers appending under one lock, `each` items each: every schedule prints the same
    /// count; the order in which the writers took the lock tells one class from another.
    package static func lockedAppend(each: Int) -> String {
        """
        import Foundation
        final class Store: @unchecked Sendable { var items: [Int] = [] }
        let store = Store()
        let lock = NSLock()
        let group = DispatchGroup()
        for writer in 0..<2 {
            DispatchQueue.global().async(group: group) {
                for k in 0..<\(each) {
                    lock.lock()
                    store.items.append(writer * 10 + k)
                    lock.unlock()
                }
            }
        }
        group.wait()
        print("items", store.items.count)
        """
    }
}
