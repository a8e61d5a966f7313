// Korean text takes two columns a character: wrapped by columns, never past the width.
// The pool thread's line is waited for (a semaphore, not a sleep), so every run prints it.
import Foundation

let printed = DispatchSemaphore(value: 0)
DispatchQueue.global().async {
    print("2.대기 종료!")
    printed.signal()
}
print("1.작업 종료")
print("동시성 프로그래밍에서 여러 스레드가 같은 값을 동시에 바꾸면 데이터 경쟁이 생기고 그 결과는 실행할 때마다 달라질 수 있습니다 그래서 큐나 잠금으로 접근을 차례대로 만들어야 합니다")
printed.wait()
