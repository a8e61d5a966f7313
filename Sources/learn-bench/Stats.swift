import Foundation

/// Small helpers for the trace benchmarks' figures.
enum Stats {
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    static func ms(_ value: Double) -> String { String(format: "%.2f ms", value) }
    static func ns(_ value: Double) -> String { String(format: "%.1f ns", value) }
    static func mb(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
}
