// source: affc449bb9472f93
// 연습 문제: tasks: 취소되면 멈추는 task group.
//
// 이 연습 문제의 judge(`learn exercise tasks --judge`로 볼 수 있습니다)는 화면을 엽니다:
// 화면은 task이고, 그 task group이 피드마다 `fetch`를 한 번씩 자식 task에서 호출합니다.
// 남아 있는 화면은 모든 피드를 온전히 받아야 합니다. 그다음 어떤 화면은 조각 하나가
// 다운로드되는 중에 사라지며 자기 task를 취소합니다. fetch가 취소되면 멈추게 만드세요:
// 사라진 화면을 위해 조각을 계속 받는 fetch는 없어야 합니다. 모든 실행과 learn이 시도하는
// 모든 스케줄에서, fetch들은 여전히 동시에 다운로드하고 ThreadSanitizer도 조용해야 합니다.
// fetch는 피드의 조각들을 순서대로 돌려주거나, 모두 받지 못했으면 nil을 돌려줍니다.

/// 피드 하나를 조각 단위로 받아 옵니다 (`Feed`는 judge의 타입: `feed.pieces`, `feed.download(i)`).
func fetch(_ feed: Feed) async -> [Int]? {
    var data: [Int] = []
    for piece in 0..<feed.pieces {
        data.append(feed.download(piece))  // 조각 하나: 잠깐 하는 작업
    }
    return data
}
