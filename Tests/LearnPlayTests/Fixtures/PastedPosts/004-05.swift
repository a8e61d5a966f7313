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
