import LearnLanguage

/// A played file's gate in the learner's language. The file's process names its gates in
/// English (`reads count`, `queues an async block on `q``), and those names are what replays
/// compare; the step screen says them in words here. English shows them as they are; a gate
/// these patterns do not know (`trace.mark("x")`, a demo's gate, code) is shown as it is.
package enum PlayGateWords {
    /// The tracer's words for a timed wait not signalled when it began (`tracer_gates.c`):
    /// `times out waiting on semaphore 2`.
    package static let timesOut = "times out waiting on "

    package static func words(_ summary: String, _ say: Catalogue) -> String {
        guard say.language != .en else { return summary }
        // what the variable holds when the menu asks: `reads count (now 6)`
        if summary.hasSuffix(")"), let now = summary.range(of: " (now ", options: .backwards) {
            let held = summary[now.upperBound...].dropLast()
            return say(.playGateNow, words(String(summary[..<now.lowerBound]), say), held)
        }
        for (verb, key) in [("reads ", MessageKey.playGateReads), ("writes ", .playGateWrites), ("modifies ", .playGateModifies)]
        where summary.hasPrefix(verb) {
            return say(key, summary.dropFirst(verb.count))
        }
        if summary == "joins a thread" { return say(.playGateJoins) }
        if summary == "sleeps again" { return say(.playGateSleepsAgain) }
        if summary.hasPrefix("signals ") { return say(.playGateSignals, summary.dropFirst("signals ".count)) }
        if summary.hasPrefix(timesOut) { return say(.playGateTimesOut, summary.dropFirst(timesOut.count)) }
        for (verb, key) in [("prints ", MessageKey.playGatePrints), ("locks ", .playGateLocks), ("unlocks ", .playGateUnlocks)]
        where summary.hasPrefix(verb) {
            return say(key, summary.dropFirst(verb.count))
        }
        if summary.hasPrefix("the judge: ") { return say(.playGateJudge, summary.dropFirst("the judge: ".count)) }
        if summary.hasPrefix("waits on ") { return say(.playGateWaits, summary.dropFirst("waits on ".count)) }
        // `queues a group block on `q``, `starts an async block on `its thread``, `calls sync on `q``
        for (verb, key) in [("queues ", MessageKey.playGateQueues), ("starts ", .playGateStarts), ("calls ", .playGateCalls)]
        where summary.hasPrefix(verb) {
            guard let on = summary.range(of: " on `"), summary.hasSuffix("`") else { break }
            var kind = summary[summary.index(summary.startIndex, offsetBy: verb.count)..<on.lowerBound]
            if key != .playGateCalls {
                guard kind.hasSuffix(" block") else { break }
                kind = kind.dropLast(" block".count).drop { $0 != " " }.dropFirst()  // `a group` → `group`
            }
            let queue = String(summary[on.upperBound...].dropLast())
            return queue == "its thread" && key == .playGateStarts ? say(.playGateStartsOwn, kind) : say(key, kind, queue)
        }
        return summary
    }
}
