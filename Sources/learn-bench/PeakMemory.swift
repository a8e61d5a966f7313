import Foundation

/// This process's peak resident memory (Linux's `VmHWM`), and its reset: what the memory
/// benchmarks measure a run by.
enum PeakMemory {
    /// Resets this process's peak RSS to its current RSS (Linux: `clear_refs` 5), so the
    /// figure is the next run's, not the earlier benchmarks'.
    static func reset() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// `VmHWM` of this process in bytes; 0 when /proc does not say.
    static func ofThisProcess() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kb = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kb * 1024
    }
}
