// source: ee65f89a95d24b0a
// 연습 문제: semaphore: 작업을 기다리는 deferred (포스트의 CompletableDeferredSet).
//
// 이 연습 문제의 judge(`learn exercise semaphore --judge`로 볼 수 있습니다)는 deferred를
// 하나 만듭니다. judge의 waiter 스레드는 job을 넣고 `await()`를 호출하고, judge의 큐는
// 작업(실행할 때 고른 만큼의 단계)을 한 뒤 `complete()`를 호출합니다. 둘 중 어느 쪽이든
// 먼저 도착할 수 있습니다. `await()`는 `complete()`가 호출된 뒤에만 돌아오고, 어느 쪽이
// 먼저 왔든 그때는 반드시 돌아오게 만드세요. 모든 실행과 learn이 시도하는 모든 스케줄에서
// 그래야 하고, ThreadSanitizer도 조용하게 만드세요.
import Dispatch
import Foundation

final class CompletableDeferredSet<T: Hashable>: @unchecked Sendable {  // 두 스레드가 함께 씁니다: 안전하게 만드세요
    private var workSet = Set<T>()
    // DispatchSemaphore는 자기 값을 알려 주지 않으므로, 이 flag로 값을 0이나 1로 유지합니다.
    private var canSignal = false
    private let semaphore = DispatchSemaphore(value: 0)

    func complete() {
        signalSemaphoreIfNeeded()
    }

    func insert(_ job: T) {
        signalSemaphoreIfNeeded()
        workSet.insert(job)
    }

    func await() {
        waitSemaphoreIfNeeded()
    }

    private func signalSemaphoreIfNeeded() {
        guard canSignal else { return }
        canSignal.toggle()
        semaphore.signal()
    }

    private func waitSemaphoreIfNeeded() {
        guard !canSignal else { return }
        canSignal.toggle()
        semaphore.wait()
    }
}
