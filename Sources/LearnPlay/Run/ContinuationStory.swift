import LearnLanguage
import LearnTrace

/// What a run's checked continuations tell, at the learner's lines: a continuation resumed more
/// than once, each resume with its line and thread, and the task the first resume made ready.
///
/// The facts are the tracer's (`tracer_tasks.c`): a `resume` event per call of
/// `CheckedContinuation.resume`, its value naming the continuation (its canary's address, which a
/// later continuation may reuse only after this one is gone), its sites the calls that led there.
/// The task that waited is the one whose `enqueue` the first resume recorded next on its thread.
struct ContinuationStory {
    struct Resume {
        let event: TraceEvent
        let sites: [UInt64]
    }

    /// The continuations resumed more than once, each as its resumes in order.
    let resumedTwice: [[Resume]]
    let trace: Trace

    init(trace: Trace) {
        self.trace = trace
        var byContinuation: [Int64: [Resume]] = [:]
        var order: [Int64] = []
        for e in trace.events where e.kind == .task && e.label == "resume" {
            if byContinuation[e.value] == nil { order.append(e.value) }
            byContinuation[e.value, default: []].append(Resume(event: e, sites: Self.sites(e.task)))
        }
        resumedTwice = order.compactMap { byContinuation[$0] }.filter { $0.count > 1 }
    }

    /// The runtime's lines that say a checked continuation was released without a resume.
    var leakLines: [String] {
        trace.events.filter { $0.kind == .runtime && $0.label.contains("leaked its continuation without resuming it") }.map(\.label)
    }

    /// Whether the runtime said a checked continuation was released without a resume.
    var leaked: Bool { !leakLines.isEmpty }

    /// The leak in a sentence — where each leaked continuation was made (`sites`, from the
    /// functions the runtime named), with the tasks still suspended when the run ended (those that
    /// may await it, with the lines that made them); nil when the runtime said nothing of one.
    func leakSentence(words: Catalogue, sites: [LeakedContinuationSites.Site] = []) -> String? {
        guard leaked else { return nil }
        let suspended = TaskRecords(trace).tasks.filter { $0.completed == nil && $0.state == .suspended }
        let names = suspended.map { task -> String in
            guard let line = task.site.split(separator: ":").last.flatMap({ Int($0) }), task.site.contains(":") else {
                return words(.diagContinuationTask, task.id)
            }
            return words(.diagContinuationTaskAt, task.id, words(.diagLine, line))
        }
        let still = names.isEmpty ? "" : words(.diagContinuationSuspended, names.joined(separator: ", "))
        let made = sites.compactMap { site -> String? in
            if let call = site.callLine { return words(.diagContinuationLeakedAt, words(.diagLine, call), site.function) }
            if let line = site.functionLine { return words(.diagContinuationLeakedIn, site.function, words(.diagLine, line)) }
            return nil
        }
        return (made.isEmpty ? words(.diagContinuationLeaked) : made.joined(separator: " ")) + still
    }

    /// Every program offset a sentence may name.
    var sites: Set<UInt64> { Set(resumedTwice.flatMap { $0.flatMap(\.sites) }) }

    /// One sentence per continuation resumed more than once; `lines` maps offsets to the
    /// learner's lines (a resume with none is said without a place).
    func sentences(lines: [UInt64: Int], words: Catalogue) -> [String] {
        resumedTwice.map { resumes in
            let places = resumes.map { resume -> String in
                let thread = trace.threads[trace.threadIndex(of: resume.event)].name
                // the resume's own line, then the first other line of the calls that led to it
                let chain = resume.sites.compactMap { lines[$0] }
                guard let line = chain.first else { return thread }
                guard let caller = chain.first(where: { $0 != line }) else {
                    return words(.diagContinuationResumeAt, words(.diagLine, line), thread)
                }
                return words(.diagContinuationResumeVia, words(.diagLine, line), words(.diagLine, caller), thread)
            }
            var sentence = words(.diagContinuationTwice, resumes.count, places.joined(separator: ", "))
            if let waiter = waiter(after: resumes[0].event) { sentence += words(.diagContinuationWaiter, waiter) }
            return sentence
        }
    }

    /// The task the resume `e` made ready: the next task enqueued on its thread, before that
    /// thread recorded anything else of a task's but another resume (a resume is written at once,
    /// an enqueue when the tracer's buffer is: a second resume right after may come first).
    private func waiter(after e: TraceEvent) -> UInt64? {
        let thread = trace.threadIndex(of: e)
        for next in trace.events where next.seq > e.seq && next.kind == .task && trace.threadIndex(of: next) == thread {
            if next.label == "resume" { continue }
            return next.label == "enqueue" ? next.span : nil
        }
        return nil
    }

    /// `r 0x5347,0x53a8,0x0,0x0` → the calls' own offsets, innermost first: each a return
    /// address less one, so a call that ends its line is not taken for the line after it.
    static func sites(_ detail: String) -> [UInt64] {
        guard let list = detail.split(separator: " ").dropFirst().first else { return [] }
        return list.split(separator: ",").compactMap { UInt64($0.dropFirst(2), radix: 16) }.filter { $0 != 0 }.map { $0 - 1 }
    }
}
