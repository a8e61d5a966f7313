// source: 684974a59f77513f
// 연습 문제: streams: 센서의 측정값을 큐에서 태스크로.
//
// 이 연습 문제의 judge(`learn exercise streams --judge`로 볼 수 있습니다)는 콜백 API를 가진
// `Sensor` 둘을 맡습니다: `start(onReading:onEnd:)`는 측정값을 하나씩 차례로 센서의 serial 큐에서
// 보내고, 센서가 끝나면 끝도 보냅니다. `stop()`은 센서를 멈춥니다. judge의 태스크가 각 센서의
// `readings(of:)`를 `for await`로 읽습니다. 첫 센서는 측정값(실행할 때 judge가 고른 개수)과 끝을
// 한꺼번에 보내고, 그 소비자는 그다음에야 읽기 시작합니다. 둘째 센서는 끝나지 않고, 그 소비자는
// 측정값 몇 개를 읽은 뒤 떠납니다(취소됩니다). 모든 실행과 learn이 시도하는 모든 스케줄에서
// 스트림이 모든 측정값을 차례로 주고 센서의 끝 뒤에 끝나게,
// 센서의 큐가 소비자를 기다리는 일이 없게,
// 아무도 읽지 않게 되면 곧바로 센서를 멈추게 만드세요.
import Foundation

/// 센서의 측정값을, 오는 대로 차례로.
func readings(of sensor: Sensor) -> AsyncStream<Int> {
    AsyncStream { continuation in
        sensor.start { reading in
            continuation.yield(reading)
        } onEnd: {
        }
    }
}
