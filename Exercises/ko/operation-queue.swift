// source: 5454cf0f9124ad13
// 연습 문제: operation-queue: 작업이 끝난 뒤에 결과 읽기.
//
// 이 연습 문제의 judge(직접 고치지 않는 연습 문제 자체의 코드)는 실행할 때 고른 사진 묶음과
// 사진마다 할 크기 조정을 주고 `makeThumbnails`를 호출한 뒤, 함수가 돌아오는 즉시 썸네일을
// 읽습니다. 모든 실행과 learn이 시도하는 모든 스케줄에서 모든 사진의 썸네일을 돌려주게
// 만드세요. 크기 조정은 여전히 `OperationQueue`의 operation이 main 스레드 밖에서 두 개씩
// 해야 하고 — ThreadSanitizer도 조용해야 합니다.
import Foundation

final class Thumbnails: @unchecked Sendable {  // 안전합니다: 모든 접근이 `lock`을 잡습니다
    private let lock = NSLock()
    private var made: [Int] = []
    func add(_ thumbnail: Int) { lock.withLock { made.append(thumbnail) } }
    var all: [Int] { lock.withLock { made } }
}

func makeThumbnails(of photos: [Int], resize: @escaping @Sendable (Int) -> Int) -> [Int] {
    let thumbnails = Thumbnails()
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 2
    for photo in photos {
        queue.addOperation {
            thumbnails.add(resize(photo))
        }
    }
    return thumbnails.all
}
