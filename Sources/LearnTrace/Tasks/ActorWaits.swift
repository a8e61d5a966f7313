/// Which task held an actor and which waited for it, read from a run's own marks and spans.
///
/// The concurrency runtime offers no hook for an actor (Swift 6.3.1: a call into a busy actor is
/// queued by `swift_defaultActor_enqueue`, inside the runtime, and runs inside the actor's own
/// job), so the demo says it: a `CALL` mark where a task calls into the actor, a `HOLD` span
/// around the actor's code. Each event carries the task that recorded it (the runtime's id,
/// `task 12`, the name the task records give it). A call *waited* when it was made while another
/// task was inside a `HOLD` (that task held the actor) and its own `HOLD` began after.
/// A call followed by no `HOLD` of its task is not a wait (the run ended first), nor is a mark
/// or span recorded outside any task.
package struct ActorWaits: Sendable, Equatable {
    /// One stretch of a task inside the actor's code.
    package struct Hold: Sendable, Equatable {
        package var task: String
        package var begin: UInt64
        package var end: UInt64
    }

    /// One call that found the actor held by other tasks.
    package struct Wait: Sendable, Equatable {
        package var task: String
        /// When it called, and when its own `HOLD` began.
        package var call: UInt64
        package var entered: UInt64
        /// The tasks inside a `HOLD` at the moment of the call.
        package var heldBy: [String]
    }

    package let holds: [Hold]
    package let waits: [Wait]

    package init(_ trace: Trace, call: String, hold: String) {
        let holds = trace.spans(labeled: hold).filter { !$0.task.isEmpty }.map { Hold(task: $0.task, begin: $0.begin, end: $0.end) }
            .sorted { $0.begin < $1.begin }
        var waits: [Wait] = []
        for mark in trace.events where mark.kind == .mark && mark.label == call && !mark.task.isEmpty {
            guard let own = holds.first(where: { $0.task == mark.task && $0.begin >= mark.time }) else { continue }
            let others = holds.filter { $0.task != mark.task && $0.begin <= mark.time && $0.end > mark.time && $0.begin < own.begin }
            var heldBy: [String] = []
            for other in others where !heldBy.contains(other.task) { heldBy.append(other.task) }
            if !heldBy.isEmpty { waits.append(Wait(task: mark.task, call: mark.time, entered: own.begin, heldBy: heldBy)) }
        }
        self.holds = holds
        self.waits = waits
    }

    /// The tasks that waited, each once, in order of their first wait.
    package var waiters: [String] { Self.unique(waits.map(\.task)) }

    /// The tasks that held the actor when a call waited, each once, in order.
    package var holders: [String] { Self.unique(waits.flatMap(\.heldBy)) }

    /// `task 4`, `task 4 and task 5`, `task 4, task 5 and task 6`; `no task` when empty.
    package static func list(_ names: [String]) -> String {
        switch names.count {
        case 0: "no task"
        case 1: names[0]
        default: names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        }
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
