extension Catalogue {
    /// English: a run's outcome in words (`{outcome}`), what stopped it (a crash, the watchdog, a
    /// deadlock, a lost wake-up) and where each thread was (RunStatus+Words, WaitDiagnosis, RunDiagnosis).
    static let englishDiagnosis: [MessageKey: String] = [:]
}
