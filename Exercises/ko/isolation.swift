// source: 8297f9d798be9828
// 연습 문제: isolation: main actor의 뷰 모델, 느린 작업은 그 밖에서.
//
// 이 연습 문제의 judge(`learn exercise isolation --judge`로 볼 수 있습니다)는 화면의
// `ProgressBar`로 `Importer`를 만들고, 실행할 때 고른 사진들로 main actor의 태스크에서
// `importAll`을 await한 다음, 화면의 run loop처럼 main 스레드가 main actor의 큐를 처리하게
// 합니다. `Importer`는 main actor에 격리되어 있어서 그 코드는 모두 main 스레드에서 실행되고,
// `photo.decode()`(느린 작업)도 마찬가지입니다: 화면이 멈춥니다. 모든 디코딩이 main 스레드
// 밖에서 실행되고 main 스레드는 그것을 기다리지 않게 하세요. 진행 상황은 사진 하나를 디코딩할
// 때마다 main actor에서 보여 주고(`bar.show(1)`, `bar.show(2)`, … 차례로), 사진들의 순서대로
// 그림을 돌려주세요. 모든 실행과 learn이 시도하는 모든 스케줄에서 그래야 합니다.
import Foundation

/// 화면을 위해 사진을 가져옵니다: 그 상태는 main actor의 것입니다.
@MainActor
final class Importer {
    private let bar: ProgressBar

    init(bar: ProgressBar) { self.bar = bar }

    /// 사진마다 디코딩하고, 하나 끝날 때마다 진행 상황을 보여 주고, 그림들을 차례로 돌려줍니다.
    func importAll(_ photos: [Photo]) async -> [Picture] {
        var pictures: [Picture] = []
        for photo in photos {
            pictures.append(photo.decode())
            bar.show(pictures.count)
        }
        return pictures
    }
}
