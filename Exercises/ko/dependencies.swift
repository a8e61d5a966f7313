// source: d3f615f4f590833a
// 연습 문제: dependencies: 올바른 순서로 도는 operation의 사슬.
//
// 이 연습 문제의 judge(직접 고치지 않는 연습 문제 자체의 코드)는 job의 네 단계 —
// 데이터 로드, 이미지 로드, 이미지 처리, 보조 처리 — 를 operation으로 만들고, 각 job(실행할
// 때 고른 두세 개)을 `OperationQueue`와 함께 `queueJob`에 넘깁니다. 이 큐는 operation을
// 네 개까지 동시에 실행할 수 있습니다. 각 단계는 앞 단계가 만든 것이 필요합니다. 모든
// 실행과 learn이 시도하는 모든 스케줄에서 각 단계가 앞 단계가 끝난 뒤에만 시작하게
// 만드세요. 단계는 여전히 judge의 큐가 실행하고 job들은 여전히 나란히 실행될 수 있어야
// 하며 — ThreadSanitizer도 조용해야 합니다.
import Foundation

func queueJob(_ steps: [Operation], on queue: OperationQueue) {
    let loadData = steps[0]
    let loadImages = steps[1]
    let processImages = steps[2]
    let secondary = steps[3]

    loadData.addDependency(loadImages)
    loadImages.addDependency(processImages)
    processImages.addDependency(secondary)

    queue.addOperations([loadData, loadImages, processImages, secondary], waitUntilFinished: false)
}
