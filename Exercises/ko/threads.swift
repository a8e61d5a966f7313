// source: c53569fd599e7d87
// 연습 문제: threads: 시작한 스레드를 기다리기.
//
// 이 연습 문제의 judge(`learn exercise threads --judge`로 볼 수 있습니다)는 `runOnThreads`에
// job 몇 개를 넘기고(몇 개인지, 각각 얼마나 걸리는지는 실행할 때 고릅니다), `runOnThreads`가
// 돌아오자마자 몇 개가 끝났는지 보고합니다. `runOnThreads`가 job마다 자기 `Thread`에서,
// 모두 동시에 실행하고, 모든 job이 끝난 뒤에만 돌아오게 만드세요: 모든 실행과 learn이
// 시도하는 모든 스케줄에서, ThreadSanitizer도 조용하게.
import Foundation

/// job마다 자기 스레드에서 한꺼번에 실행하고, 모든 job이 끝나면 돌아옵니다.
func runOnThreads(_ jobs: [@Sendable () -> Void]) {
    for job in jobs {
        Thread { job() }.start()
    }
}
