// expect: write 15 flag.on; read 29 flag.on
// A private helper writes a property; its caller is another method.
import Foundation

final class Flag {
    var on = false
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)

    func flip() {
        helper()
    }

    private func helper() {
        on.toggle()
    }
}

let flag = Flag()
let done = DispatchSemaphore(value: 0)
Thread {
    flag.ready.signal()
    flag.go.wait()
    flag.flip()
    done.signal()
}.start()
flag.go.signal()
flag.ready.wait()
print(flag.on)
done.wait()
// ko: `flag.on`:; 15번 줄에서 (`helper()` 안, 11번 줄의 `flip()`에서 호출됨, 24번 줄의 클로저에서 호출됨) 썼습니다; 29번 줄에서 읽었습니다
