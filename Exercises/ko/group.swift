// source: 2568a977b1e12d88
// 연습 문제: group: 다운로드가 모두 끝난 때를 알기 (포스트의 000/E6).
//
// 이 연습 문제의 judge(`learn exercise group --judge`로 볼 수 있습니다)는 큐 세 개(serial인
// `images`, concurrent인 `texts`와 `feeds`)를 만들고, 다운로드가 몇 개이고 각각 얼마나
// 걸리는지 실행할 때 고른 뒤, `startDownloads`를 한 번 호출합니다. 모든 다운로드를 각자
// 지정한 큐에서 한꺼번에 시작하고, 기다리지 않고 돌아오게 만드세요. `report`는 모든
// 다운로드가 끝난 뒤에만 한 번 실행되어야 합니다. 모든 실행과 learn이 시도하는 모든 스케줄에서.
import Dispatch

/// judge가 만든 다운로드 하나: `run`은 `queue`에서 한 번 호출해야 합니다.
struct Download: Sendable {
    let queue: DispatchQueue
    let run: @Sendable () -> Void
}

func startDownloads(_ downloads: [Download], report: @escaping @Sendable () -> Void) {
    let group = DispatchGroup()
    for download in downloads {
        download.queue.async {
            group.enter()
            download.run()
            group.leave()
        }
    }
    group.notify(queue: .global(), execute: report)
}
