// cheat: the numbers in an `NSMutableArray` reached through a typealias; writes and reads call it
// with no queue and no lock. ThreadSanitizer does not see inside corelibs Foundation, and the race
// detector knew the class only by its own name.
// fails: all-there|race
import Foundation

typealias Numbers = NSMutableArray

final class SafeArray: @unchecked Sendable {
    private let storage = Numbers()

    func write(_ body: @escaping @Sendable (inout [Int]) -> Void) {
        var numbers = storage.compactMap { $0 as? Int }
        body(&numbers)
        storage.setArray(numbers)
    }

    func read<T>(_ body: ([Int]) -> T) -> T {
        body(storage.compactMap { $0 as? Int })
    }
}
