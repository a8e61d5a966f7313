// source: 0eb3413aa92ca84e
// 연습 문제: race: 입금을 하나도 빠짐없이 세기.
//
// 이 연습 문제의 judge(`learn exercise race --judge`로 볼 수 있습니다)는 `Account` 하나를
// 열고, 각자 자기 스레드에서 일하는 직원 넷을 시작해 실행할 때 고른 금액을 입금하게 합니다.
// 그다음 계좌에 합계를 묻고, 입금된 금액의 합과 비교합니다.
// 직원들은 여전히 동시에 입금하게 두면서, 모든 실행과 learn이 시도하는 모든 스케줄에서
// 입금이 하나도 빠짐없이 세어지게 만드세요. ThreadSanitizer도 조용해야 합니다.
import Foundation

final class Account: @unchecked Sendable {  // 일부러 안전하지 않게 두었습니다: 고칠 버그입니다
    var balance = 0

    func deposit(_ amount: Int) {
        let old = balance
        checkSlip()
        balance = old + amount
    }

    func total() -> Int {
        balance
    }
}

/// 직원이 입금 전표를 읽습니다: 잔액을 읽고 다시 쓰는 사이에 잠깐 하는 작업.
func checkSlip() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
