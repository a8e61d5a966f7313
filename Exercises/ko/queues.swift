// source: a869b13c1f42b369
// 연습 문제: queues: 모든 업데이트가 안전하게 거치는 data source (포스트의 002).
//
// 이 연습 문제의 judge(`learn exercise queues --judge`로 볼 수 있습니다)는 global 큐에서
// 업데이트를 보냅니다. 몇 개를 어떤 행으로 보낼지는 실행할 때 고르고, 업데이트마다
// `dataSource`에 행을 하나 더합니다. 그동안 main 스레드는 지금까지의 행을 보여 줍니다. 모든
// 실행과 learn이 시도하는 모든 스케줄에서 모든 행이 도착하게 만드세요. main 스레드는
// 업데이트가 들어오는 동안에도 여전히 행을 보여 줘야 하고, ThreadSanitizer도 조용해야 합니다.
import Dispatch

final class DataSource: @unchecked Sendable {  // 여러 큐가 함께 씁니다: 그래도 안전하게 만드세요
    private var items: [String] = []

    func add(_ item: String) {
        items.append(item)
    }

    /// 지금까지의 행.
    var rows: [String] { items }
}
