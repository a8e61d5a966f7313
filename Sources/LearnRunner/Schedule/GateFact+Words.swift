import LearnLanguage
import LearnTrace

extension GateFact {
    /// The fact in the learner's language, from the catalogue (`Messages/*/schedule.txt`): `reads
    /// count`, `queues an async block on `q``. A fact this learn cannot read is shown as it is.
    package func words(_ say: Catalogue) -> String {
        switch self {
        case .read(let name): say(.playGateReads, name)
        case .write(let name): say(.playGateWrites, name)
        case .modify(let name): say(.playGateModifies, name)
        // the C library's copy or fill of the line's memory (`memcpy`): a function, on no variable
        case .call("memory", let function): say(.playGateCallsFunction, function)
        case .call(let name, let method): say(.playGateCallsMethod, name, method)
        case .atomicRead(let name): say(.playGateAtomicReads, name)
        case .atomic: say(.playGateAtomic)
        case .lock(let name): say(.playGateLocks, name)
        case .unlock(let name): say(.playGateUnlocks, name)
        case .join: say(.playGateJoins)
        case .print(let text): say(.playGatePrints, text)
        case .mark(let label): say(.playGateMark, label)
        case .value(let label, let value): say(.playGateValue, label, value)
        case .judge(let label): say(.playGateJudge, label)
        // a `Thread`'s body runs on no queue: it starts, it is no block
        case .start("thread", nil): say(.playGateStartsThread)
        case .start(let kind, nil): say(.playGateStartsOwn, Self.blockWords(kind, say))
        // queues named as the log and lanes name them (`global(default)`, `main-q`)
        case .start(let kind, let queue?): say(.playGateStarts, Self.blockWords(kind, say), QueueName.short(queue, say))
        case .enqueue(let kind, let queue): say(.playGateQueues, Self.blockWords(kind, say), QueueName.short(queue, say))
        case .sync(let kind, let queue): say(.playGateCalls, kind, QueueName.short(queue, say))
        case .wait(let object, let number): say(.playGateWaits, object, number)
        case .signal(let number): say(.playGateSignals, number)
        case .timeout(let object, let number): say(.playGateTimesOut, object, number)
        case .sleepAgain: say(.playGateSleepsAgain)
        case .taskStep: say(.playGateTaskStep)
        case .job(let task?): say(.playGateJobOfTask, task)
        case .job(nil): say(.playGateJobOfSomeTask)
        case .unknown(let wire): wire.replacing(String(Self.separator), with: " ")
        }
    }

    /// A block's kind with its article where the language has one: `an async block`, `a group block`.
    static func blockWords(_ kind: String, _ say: Catalogue) -> String {
        say(["a", "e", "i", "o", "u"].contains(kind.first) ? .playGateBlockAn : .playGateBlockA, kind)
    }
}

extension GateArrival {
    /// Where a thread stands, in the learner's language: a learner's program's gate from its fact,
    /// with what its variable holds now and what its last write left (`reads count (now 6) · wrote
    /// count ← 7`); a demo's gate in the demo's own words (``summary``).
    package func words(_ say: Catalogue) -> String {
        guard let fact else { return summary }
        var words = fact.words(say)
        if let held { words = say(.playGateNow, words, held) }
        if let wrote { words += say(.playGateWrote, wrote.variable, wrote.value) }
        return words
    }
}
