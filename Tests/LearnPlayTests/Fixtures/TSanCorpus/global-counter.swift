// expect: write 12 count; write 17 count
// Two threads add to a top-level variable: a write against a write.
import Foundation

var count = 0
let ready = DispatchSemaphore(value: 0)
let go = DispatchSemaphore(value: 0)
let done = DispatchSemaphore(value: 0)
Thread {
    ready.signal()
    go.wait()
    count += 1
    done.signal()
}.start()
go.signal()
ready.wait()
count += 1
done.wait()
print(count)
// ko: `count`:; 12번 줄에서 썼습니다; 17번 줄에서 썼습니다; 두 접근 사이의 순서를 정해 주는 것이 없습니다
