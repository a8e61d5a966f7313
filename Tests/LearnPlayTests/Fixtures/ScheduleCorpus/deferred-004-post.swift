// reveals: lost wake-up
// races: canSignal
// 004's CompletableDeferredSet and its use, pasted from the post. Replaced: UIKit's
// `class ViewController: UIViewController` and its `viewDidLoad()` became top-level code, and the
// app's run loop `dispatchMain()`; added: `exit(0)` after "2.대기 종료!" (the app has no screen to
// keep open). The race: `canSignal` is read and toggled by two threads with no lock; when
// `complete()` looks before `await()` sets it, nobody signals and the waiting thread never wakes.
import Foundation

// 스레드의 정보를 보기 위한 extension
extension Thread {
  class func printCurrent() {
    print("\(Thread.current), isMainThread? = \(Thread.isMainThread)")
  }
}

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

Thread {
  completableDeferredSet.insert(1)
  completableDeferredSet.await()
  print("2.대기 종료!")
  exit(0)
}
.start()

DispatchQueue.global().asyncAfter(deadline: .now() + 3) {
  print("1.작업 종료")
  completableDeferredSet.complete()
}

dispatchMain()
