// source: 0ec8947d5613730d
// 연습 문제: continuations: 콜백의 답 하나를 `async`로.
//
// 이 연습 문제의 judge(`learn exercise continuations --judge`로 볼 수 있습니다)는 콜백 API를 가진
// `Server`를 맡습니다: `fetch(_:completion:)`은 곧바로 돌아오고, 레코드의 mirror 가운데 답하는
// mirror마다 `completion`을 한 번씩 부릅니다: 하나에서 셋까지, 각자 자기 스레드에서, 어쩌면 동시에,
// 그리고 하나는 어쩌면 `fetch`가 돌아오기 전에. 답들은 서로 같습니다: 레코드, 또는 서버의 오류.
// judge는 실행할 때 고른 id와 답으로, 자기 스레드 하나를 함께 쓰는 태스크들에서
// `record(_:from:)`을 부릅니다. 모든 실행과 learn이 시도하는 모든 스케줄에서, 호출들이 여전히
// 함께 서버를 기다리게 두면서, 모든 호출이 첫 답으로 레코드를 돌려주거나 서버의 오류를 던지게
// 만드세요. ThreadSanitizer도 조용해야 합니다.
import Foundation

/// 서버의 첫 답에서 얻은 레코드 `id`; 실패했다면 서버의 오류를 던집니다.
func record(_ id: Int, from server: Server) async throws -> Int {
    try await withCheckedThrowingContinuation { continuation in
        server.fetch(id) { answer in
            if case .success(let value) = answer {
                continuation.resume(returning: value)
            }
        }
    }
}
