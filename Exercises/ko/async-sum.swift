// source: c2eb41c8487cd061
// 연습 문제: async-sum: 작업과 함께 끝나는 비동기 operation.
//
// 이 연습 문제의 judge(직접 고치지 않는 연습 문제 자체의 코드)는 `AsyncSumOperation`들을
// `OperationQueue`에 넣습니다. 실행할 때 고른 수의 쌍과 할 일인 느린 덧셈(`add`)을 주고,
// 각각에 `result`를 읽는 completion block을 붙입니다. completion block은 합을 봐야
// 하므로, operation은 합이 저장된 뒤에야 끝난 것으로 쳐야 합니다. 모든 실행과 learn이
// 시도하는 모든 스케줄에서 completion block마다 자기 합을 보게 만드세요. 덧셈은 여전히
// 다른 큐에 넘기고 덧셈들도 여전히 나란히 실행되어야 하며, ThreadSanitizer도 조용해야
// 합니다.
import Foundation

class AsyncOperation: Operation, @unchecked Sendable {  // 상태 변화는 손으로 KVO 알림을 보냅니다
    enum State: String {
        case ready, executing, finished
        var keyPath: String { "is" + rawValue.capitalized }
    }

    private let lock = NSLock()
    private var stored = State.ready

    var state: State {
        get { lock.withLock { stored } }
        set {
            let old = state
            willChangeValue(forKey: newValue.keyPath)
            willChangeValue(forKey: old.keyPath)
            lock.withLock { stored = newValue }
            didChangeValue(forKey: old.keyPath)
            didChangeValue(forKey: newValue.keyPath)
        }
    }

    override var isReady: Bool { super.isReady && state == .ready }
    override var isExecuting: Bool { state == .executing }
    override var isFinished: Bool { state == .finished }
    override var isAsynchronous: Bool { true }

    override func start() {
        if isCancelled {
            state = .finished
            return
        }
        state = .executing
        main()
    }
}

final class AsyncSumOperation: AsyncOperation, @unchecked Sendable {  // `result`는 한 번 쓰고 나서 읽습니다
    let lhs: Int
    let rhs: Int
    let add: @Sendable (Int, Int) -> Int  // 느린 덧셈
    var result: Int?

    init(lhs: Int, rhs: Int, add: @escaping @Sendable (Int, Int) -> Int) {
        self.lhs = lhs
        self.rhs = rhs
        self.add = add
    }

    override func main() {
        DispatchQueue.global().async {
            self.result = self.add(self.lhs, self.rhs)
        }
        state = .finished
    }
}
