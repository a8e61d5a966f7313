// source: b9c06c2eddf6bedd
// 연습 문제: freeze: main 스레드를 비워 두기 (포스트의 멈춘 화면).
//
// main 스레드가 화면입니다: main 스레드가 바쁜 동안에는 아무것도 그려지지 않습니다. 이 연습
// 문제의 judge(`learn exercise freeze --judge`로 볼 수 있습니다)는 실행할 때 고른 사진들로
// main 스레드에서 `load`를 호출하고, 화면의 run loop처럼 main 스레드가 main 큐를 처리하게
// 합니다. 디코딩(`photo.decode()`, 느린 작업)이 main 스레드 밖에서 일어나게 하고, main
// 스레드는 그 작업을 기다리지 않게 하며, 각 사진은 디코딩이 끝나면 여전히 main 스레드에서
// 보여 주세요(`screen.show`). 모든 실행과 learn이 시도하는 모든 스케줄에서 그래야 합니다.
import Foundation

/// 사진마다 화면에 올립니다: 디코딩한 뒤 그 그림을 보여 줍니다.
func load(_ photos: [Photo], into screen: Screen) {
    for photo in photos {
        DispatchQueue.main.async {
            let picture = photo.decode()
            screen.show(picture)
        }
    }
}
