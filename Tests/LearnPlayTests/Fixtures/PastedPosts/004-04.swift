final class CompletableDeferredSet<T: Hashable> {
  private var workSet = Set<T>()
  // DispatchSemaphore로 부터 value값을 얻을 수 없기 때문에 별도의 프로핕 선언하여 관리
  private var canSignal = false
  private let semaphore = DispatchSemaphore(value: 0)
}
