// source: d2bf1ce708b92273
// 연습 문제: barrier: 스레드에 안전한 배열.
//
// 이 연습 문제의 judge(`learn exercise barrier --judge`로 볼 수 있습니다)는 `SafeArray`
// 하나를 writer 스레드들과 reader 스레드들이 함께 쓰게 합니다. writer는 실행할 때 고른
// 숫자를 (`write`로) append하고 append할 때마다 배열을 읽고, reader는 읽기만 합니다.
// `SafeArray`가 이름값을 하게 만드세요: 쓰기는 배열을 혼자 쓰고(그동안 안에서 읽기도 다른
// 쓰기도 없고), 읽기는 그 전에 한 쓰기를 모두 보고, 읽기끼리는 여전히 동시에 읽을 수
// 있어야 합니다. ThreadSanitizer도 조용하게 — 모든 실행과 learn이 시도하는 모든 스케줄에서.
import Foundation

final class SafeArray: @unchecked Sendable {  // 안전하다고 주장합니다: 정말 그렇게 만드세요
    private var storage: [Int] = []
    private let queue = DispatchQueue(label: "array", attributes: .concurrent)

    /// `body`가 숫자들을 바꾸게 합니다.
    func write(_ body: @escaping @Sendable (inout [Int]) -> Void) {
        queue.sync {
            body(&storage)
        }
    }

    /// `body`가 숫자들을 보게 하고(붙잡아 두면 안 됩니다), `body`가 돌려준 것을 돌려줍니다.
    func read<T>(_ body: ([Int]) -> T) -> T {
        queue.sync { body(storage) }
    }
}
