// source: ac527e981898c944
// 연습 문제: workitem: 취소되면 멈추는 검색 (포스트의 000/E5, 000/E7).
//
// 이 연습 문제의 judge(`learn exercise workitem --judge`로 볼 수 있습니다)는 타이핑하는 사용자
// 역할을 합니다: 키를 누를 때마다 `makeSearch`에 work item을 받아 자기 `search` 큐에 넣고,
// 그 검색이 읽기 시작할 때까지 기다렸다가, 다음 키가 눌리면 취소합니다. 마지막 검색은
// 취소하지 않습니다. 키 입력 수와 페이지 수는 실행할 때 고릅니다. 취소된 검색은 이미 실행
// 중이더라도 `cancel()` 뒤 많아야 한 페이지 안에 일찍 멈추게 만드세요. 마지막 검색은
// `search` 큐에서 자기 페이지를 모두 읽어야 합니다. 모든 실행과 learn이 시도하는 모든
// 스케줄에서 그래야 합니다.
import Dispatch

/// 검색 하나의 work item: 페이지 `0..<pages`를 순서대로 읽습니다 (페이지마다 `read(page)` 한 번).
func makeSearch(pages: Int, read: @escaping @Sendable (Int) -> Void) -> DispatchWorkItem {
    DispatchWorkItem {
        for page in 0..<pages {
            read(page)
        }
    }
}
