// source: 026dd1a7b33fd63b
// 연습 문제: qos: 작업은 높은 우선순위로, 보여 주기는 main 스레드에서.
//
// 이 연습 문제의 judge(직접 고치지 않는 연습 문제 자체의 코드)는 실행할 때 고른 입력과
// 입력마다 할 계산, 각 결과를 보여 주는 일을 주고 main 스레드에서 `computeAndShow`를
// 호출합니다. 그다음 main 스레드가 main 큐를 처리합니다. 결과는 `.userInteractive` global
// 큐에서 계산된 뒤 — 이 큐는 main 스레드가 *아닙니다* — 그대로 보여집니다. 보여 주기는
// main 스레드의 일입니다. 모든 실행과 learn이 시도하는 모든 스케줄에서 모든 결과를 main
// 스레드에서 보여 주세요. 계산은 여전히 main 스레드 밖에서 높은 우선순위로 나란히 해야
// 하고 — ThreadSanitizer도 조용해야 합니다.
import Foundation

func computeAndShow(
    _ inputs: [Int], compute: @escaping @Sendable (Int) -> Int, show: @escaping @Sendable (Int) -> Void
) {
    for n in inputs {
        DispatchQueue.global(qos: .userInteractive).async {
            let value = compute(n)
            show(value)
        }
    }
}
