// expect: read 26 completableDeferredSet.canSignal; write 33 completableDeferredSet.canSignal
// may: write 27 completableDeferredSet.canSignal; read 32 completableDeferredSet.canSignal
// 004's await with a timeout (E4): the completing block comes first (0.05 s; the post's
// 3 s against a 3.3 s timeout), reading `canSignal` that the waiting thread toggled.
import Foundation

final class CompletableDeferredSet<T: Hashable> {
  private var workSet = Set<T>()
  private var canSignal = false
  private let semaphore = DispatchSemaphore(value: 0)

  func complete() {
    self.signalSemaphoreIfNeeded()
  }

  func insert(_ job: T) {
    self.signalSemaphoreIfNeeded()
    self.workSet.insert(job)
  }

  func await(timeoutSeconds: TimeInterval) {
    self.waitSemaphoreIfNeeded(timeoutSeconds: timeoutSeconds)
  }

  private func signalSemaphoreIfNeeded() {
    guard self.canSignal else { return }
    self.canSignal.toggle()
    self.semaphore.signal()
  }

  private func waitSemaphoreIfNeeded(timeoutSeconds: TimeInterval) {
    guard !self.canSignal else { return }
    self.canSignal.toggle()
    guard case .timedOut = self.semaphore.wait(timeout: .now() + timeoutSeconds) else { return }
    self.canSignal.toggle()
  }
}

let completableDeferredSet = CompletableDeferredSet<Int>()
let finished = DispatchSemaphore(value: 0)

Thread {
  completableDeferredSet.insert(1)
  completableDeferredSet.await(timeoutSeconds: 0.3)
  print("2.대기 종료!")
  finished.signal()
}
.start()

DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
  print("1.작업 종료")
  completableDeferredSet.complete()
}
finished.wait()
