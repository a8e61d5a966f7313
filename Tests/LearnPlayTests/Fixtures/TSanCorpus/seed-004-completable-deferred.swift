// expect: read 32 completableDeferredSet.canSignal; write 39 completableDeferredSet.canSignal
// may: write 33 completableDeferredSet.canSignal; read 38 completableDeferredSet.canSignal
// 004's CompletableDeferredSet as posted: one thread inserts and awaits, a block 0.3 s
// later completes (3 s in the post). `canSignal` is toggled on both threads.
import Foundation

final class CompletableDeferredSet<T: Hashable> {
  private var workSet = Set<T>()
  // DispatchSemaphore로 부터 value값을 얻을 수 없기 때문에 별도의 프로핕 선언하여 관리
  private var canSignal = false
  private let semaphore = DispatchSemaphore(value: 0)

  func complete() {
    self.signalSemaphoreIfNeeded()
  }

  func insert(_ job: T) {
    self.signalSemaphoreIfNeeded()
    self.workSet.insert(job)
  }

  func remove(_ job: T) {
    self.signalSemaphoreIfNeeded()
    self.workSet.remove(job)
  }

  func await() {
    self.waitSemaphoreIfNeeded()
  }

  private func signalSemaphoreIfNeeded() {
    guard self.canSignal else { return }
    self.canSignal.toggle()
    self.semaphore.signal()
  }

  private func waitSemaphoreIfNeeded() {
    guard !self.canSignal else { return }
    self.canSignal.toggle()
    self.semaphore.wait()
  }
}

let completableDeferredSet = CompletableDeferredSet<Int>()
let finished = DispatchSemaphore(value: 0)

Thread {
  completableDeferredSet.insert(1)
  completableDeferredSet.await()
  print("2.대기 종료!")
  finished.signal()
}
.start()

DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
  print("1.작업 종료")
  completableDeferredSet.complete()
}
finished.wait()
