import Foundation

/// What the ThreadSanitizer pass gets from its environment (set by `.ci/tsan`).
package enum TSanEnvironment {
    /// `LEARN_TSAN_BINARY`: a `learn` built with `--sanitize=thread`; nil skips the judge.
    package static let binary: String? = ProcessInfo.processInfo.environment["LEARN_TSAN_BINARY"].flatMap {
        $0.isEmpty ? nil : $0
    }

    /// `LEARN_TSAN_PRELOAD`: the library built from `Sources/LearnPlay/Support/tsan_mutex_shim.c`, preloaded into
    /// each judged child so that TSan sees how `Synchronization.Mutex` synchronises.
    package static let preload: String? = ProcessInfo.processInfo.environment["LEARN_TSAN_PRELOAD"].flatMap {
        $0.isEmpty ? nil : $0
    }

    /// The environment a judged child gets on top of the test's own.
    package static var childEnvironment: [String: String] {
        var env = ["TSAN_OPTIONS": options]
        if let preload { env["LD_PRELOAD"] = preload }
        return env
    }

    /// `TSAN_OPTIONS` for each judged child: keep going after a report, exit 66 if there
    /// was one, ignore signal-handler rules (the runner's SIGINT flag is not the demo's
    /// business), and keep the longest access history (fewer races dropped because the
    /// earlier access's stack is gone). The caller's own TSAN_OPTIONS come last, so they win.
    package static let options = [
        "halt_on_error=0 exitcode=66 report_signal_unsafe=0 history_size=7",
        ProcessInfo.processInfo.environment["TSAN_OPTIONS"] ?? "",
    ]
    .joined(separator: " ").trimmingCharacters(in: .whitespaces)
}
