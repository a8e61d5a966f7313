/// The views of a run, computed from its recorded events only (``TraceView`` names them).
///
/// Each returns plain text lines joined by `\n` (no trailing newline); colour codes
/// appear only when `options.color` is true.
package enum TraceViews {
    /// One line per event: time (ms), thread, queue, event; `notes` (keyed by the
    /// event's `seq`) are attached to their events' lines.
    package static func log(_ trace: Trace, options: RenderOptions = .plain, notes: [Int: String] = [:]) -> String {
        LogView(trace: trace, options: options, notes: notes).render()
    }

    /// One lane per thread, spans drawn as bars across `options.width`, with a time axis and a legend.
    package static func lanes(_ trace: Trace, options: RenderOptions = .plain) -> String {
        LanesView(trace: trace, options: options).render()
    }

    /// Threads used, peak parallelism, span counts and times, overlaps by label, values, output.
    package static func summary(_ trace: Trace, options: RenderOptions = .plain) -> String {
        SummaryView(trace: trace, options: options).render()
    }

    /// The summary a lesson shows after a run: duration, peak parallelism, overlaps, values.
    package static func shortSummary(_ trace: Trace, options: RenderOptions = .plain) -> String {
        SummaryView(trace: trace, options: options).renderShort()
    }
}
