  private func waitSemaphoreIfNeeded(timeoutSeconds: TimeInterval) {
    guard !self.canSignal else { return }
    self.canSignal.toggle()
    guard case .timedOut = self.semaphore.wait(timeout: .now() + timeoutSeconds) else { return }
    self.canSignal.toggle()
  }
