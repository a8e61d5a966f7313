// source: 2cc9d04472b2300f
// 연습 문제: locks: 모든 접근이 잡는 lock.
//
// 이 연습 문제의 judge(`learn exercise locks --judge`로 볼 수 있습니다)는 `Account` 하나를
// 열고, global 큐에서 입금을, main 스레드에서 출금을 모두 동시에 합니다. 횟수와 금액은
// 실행할 때 고르고, 끝나면 계좌의 합계를 자기가 계산한 합과 비교합니다. 입금과 출금은
// 여전히 동시에 일어나게 두면서, 모든 실행과 learn이 시도하는 모든 스케줄에서 합계가
// 맞게 만드세요. ThreadSanitizer도 조용해야 합니다.
import Foundation

final class Account: @unchecked Sendable {  // 모든 접근에 `lock`을 잡는다고 주장합니다: 사실로 만드세요
    private let lock = NSLock()
    private var balance = 0

    func deposit(_ amount: Int) {
        lock.lock()
        let old = balance
        checkSlip()
        balance = old + amount
        lock.unlock()
    }

    func withdraw(_ amount: Int) {
        let old = balance
        checkSlip()
        balance = old - amount
    }

    var total: Int { lock.withLock { balance } }
}

/// 직원이 전표를 읽습니다: 잔액을 읽고 다시 쓰는 사이에 잠깐 하는 작업.
func checkSlip() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
