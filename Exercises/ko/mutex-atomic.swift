// source: f57c325279aed2f5
// 연습 문제: mutex-atomic: 페이지가 담는 것보다 많은 행은 없게.
//
// 이 연습 문제의 judge(`learn exercise mutex-atomic --judge`로 볼 수 있습니다)는 실행할 때
// 고른 한도로 `Page` 하나를 만들고, 각자 자기 스레드에서 일하는 writer 넷을 시작해, 각자
// 고른 횟수만큼 `appendIfRoom()`을 부르게 하고 `true`의 수를 셉니다. 그다음 페이지에 행이
// 몇 개인지 묻습니다. writer들은 여전히 동시에 더하게 두면서, 모든 실행과 learn이 시도하는
// 모든 스케줄에서 페이지가 한도보다 많은 행을 담지 않고, `appendIfRoom()`이 행을 더했을 때에만
// `true`를 돌려주게 만드세요. ThreadSanitizer도 조용해야 합니다.
import Synchronization

final class Page: Sendable {
    let limit: Int
    private let count = Atomic(0)

    init(limit: Int) { self.limit = limit }

    /// 자리가 있으면 행 하나를 더하고, 더했는지를 돌려줍니다.
    func appendIfRoom() -> Bool {
        if count.load(ordering: .sequentiallyConsistent) < limit {  // 자리가 있나?
            buildRow()
            count.wrappingAdd(1, ordering: .sequentiallyConsistent)  // 더한다
            return true
        }
        return false
    }

    /// 페이지에 든 행의 수.
    func rows() -> Int {
        count.load(ordering: .sequentiallyConsistent)
    }
}

/// 행을 만듭니다: 확인과 더하기 사이의 잠깐의 일.
func buildRow() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
