/// Cuts what a demo's process writes on stderr (and stdout) into lines for the trace.
///
/// The demo's own output travels as events; whatever reaches these streams is the
/// runtime speaking: corelibs Foundation's `*** …` warnings, libdispatch's complaints,
/// Swift's `Fatal error`, ThreadSanitizer's reports. Each complete, non-blank line becomes
/// one ``LearnTrace/EventKind/runtime`` event. A flood (a TSan report runs to hundreds of
/// lines) is bounded: after ``maxLines`` lines the rest are only counted.
struct RuntimeLines {
    /// Lines kept per run; the rest are counted in ``skipped``.
    static let maxLines = 200
    /// Characters kept of one line.
    static let maxLineLength = 1_000

    private var partial: [UInt8] = []
    private(set) var kept = 0
    private(set) var skipped = 0

    /// Feeds bytes; calls `body` with each complete line worth keeping.
    mutating func feed(_ bytes: UnsafeRawBufferPointer, _ body: (String) -> Void) {
        for byte in bytes {
            if byte == 10 { take(body) } else if partial.count < Self.maxLineLength * 4 { partial.append(byte) }
        }
    }

    /// The last line when the stream ended without a newline, and a line counting the ones left out.
    mutating func finish(_ body: (String) -> Void) {
        take(body)
        if skipped > 0 {
            body("… \(skipped) more line\(skipped == 1 ? "" : "s") on stderr (not kept)")
            skipped = 0
        }
    }

    private mutating func take(_ body: (String) -> Void) {
        defer { partial.removeAll(keepingCapacity: true) }
        var text = String(decoding: partial, as: UTF8.self)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        guard !text.isEmpty else { return }
        guard kept < Self.maxLines else {
            skipped += 1
            return
        }
        kept += 1
        if text.count > Self.maxLineLength { text = String(text.prefix(Self.maxLineLength - 1)) + "…" }
        body(text)
    }
}
