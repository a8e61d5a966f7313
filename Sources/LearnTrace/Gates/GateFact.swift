/// What a thread of a learner's program is about to do at a gate, as a fact: its kind and its
/// arguments, never a sentence. The scheduled tracer (`Support/tracer*.c`) and learn's table of
/// access sites (`GateSites`) write it in its wire form, the kind's code and each argument after
/// a U+001F (unit separator): `read␟count`, `queue␟async␟com.app.q`. The learner reads it in
/// words (``GateFact/words``, in LearnRunner), from the catalogue, in their language; no part
/// of learn reads a gate's English back.
///
/// The wire form is also the gate's identity: replays compare it. The scheduler ranks threads at
/// gates by a key made from it (`rank_key_of` in tracer_sched.c; Lessons/FORMAT.md, "The scheduler").
package enum GateFact: WireForm, Sendable, Equatable, Hashable {
    /// A load of a variable (`count`, `box.n`; `memory` when its line does not say).
    case read(String)
    /// A store.
    case write(String)
    /// A modify access the standard library makes whole (`items.append(1)`, `flag.toggle()`).
    case modify(String)
    /// A call on an object Foundation does not make thread-safe (`items.add` on an `NSMutableArray`):
    /// the variable that holds it, and the method.
    case call(String, method: String)
    /// An atomic read of a constant: no gate, but it orders (the race detector's).
    case atomicRead(String)
    /// An atomic in library code the program holds (`Mutex`'s unlock): no gate, but it orders.
    case atomic
    /// `lock()` or `pthread_mutex_lock` on the lock the variable names.
    case lock(String)
    case unlock(String)
    /// `pthread_join`.
    case join
    /// `print` of a text (its first 40 characters).
    case print(String)
    /// `trace.mark` and `trace.value` of learn's play support.
    case mark(String)
    case value(String, Int64)
    /// A pause the exercise's judge makes (its label).
    case judge(String)
    /// A block starts on a queue (`async`, `group`, …); the queue is nil for a thread of its own.
    case start(kind: String, queue: String?)
    /// A block is queued (`async`, `group`, `after`, …).
    case enqueue(kind: String, queue: String)
    /// `sync` or `barrier sync` on a queue: the caller waits for it.
    case sync(kind: String, queue: String)
    /// A wait on a synchronisation object (`semaphore`, `group`), numbered in the order first seen.
    case wait(object: String, number: Int)
    /// `signal()` of a semaphore.
    case signal(semaphore: Int)
    /// A timed wait whose object was not signalled when it began: it times out unless signalled.
    case timeout(object: String, number: Int)
    /// A sleep with no gate since the thread's last sleep (a polling loop).
    case sleepAgain
    /// A job of a Swift task starts (the runtime's id of the task; nil from a tracer that did not
    /// say). A job that runs an actor's queued task jobs is no gate.
    case job(task: UInt64?)
    /// A Swift task's next step: the first access to its own frame after a gate of shared memory
    /// (the compiler's store of a value it awaited, an argument for a call), where another task may
    /// come between this task's last shared step and its next. It touches nothing another task does.
    case taskStep
    /// A wire form this learn does not know (a newer tracer's): shown as it is.
    case unknown(String)

    /// The separator between a fact's code and its arguments (U+001F).
    package static let separator: Character = "\u{1F}"

    /// The kind's code and its arguments, as the wire carries them.
    package var parts: [String] {
        switch self {
        case .read(let name): ["read", name]
        case .write(let name): ["write", name]
        case .modify(let name): ["modify", name]
        case .call(let name, let method): ["call", name, method]
        case .atomicRead(let name): ["atomic-read", name]
        case .atomic: ["atomic"]
        case .lock(let name): ["lock", name]
        case .unlock(let name): ["unlock", name]
        case .join: ["join"]
        case .print(let text): ["print", text]
        case .mark(let label): ["mark", label]
        case .value(let label, let value): ["value", label, String(value)]
        case .judge(let label): ["judge", label]
        case .start(let kind, let queue): ["start", kind, queue ?? ""]
        case .enqueue(let kind, let queue): ["queue", kind, queue]
        case .sync(let kind, let queue): ["sync", kind, queue]
        case .wait(let object, let number): ["wait", object, String(number)]
        case .signal(let number): ["signal", String(number)]
        case .timeout(let object, let number): ["timeout", object, String(number)]
        case .sleepAgain: ["sleep-again"]
        case .job(let task): ["job", task.map(String.init) ?? ""]
        case .taskStep: ["task-step"]
        case .unknown(let wire): [wire]
        }
    }

    /// The form as it came, of an ``unknown(_:)`` fact.
    package var unread: String? {
        if case .unknown(let wire) = self { wire } else { nil }
    }

    package init(unread wire: String) { self = .unknown(wire) }

    /// The fact a code and its arguments say (``init(wire:)`` reads a wire form into them).
    package init?(parts p: [String]) {
        let number = { (i: Int) in p.count > i ? Int(p[i]) : nil }
        // The last argument is free text (a printed line, a label, a queue's name) and may hold a
        // separator of its own: it is the rest of the wire form.
        let rest = { (i: Int) in p[i...].joined(separator: String(Self.separator)) }
        switch (p[0], p.count) {
        case ("read", 2): self = .read(p[1])
        case ("write", 2): self = .write(p[1])
        case ("modify", 2): self = .modify(p[1])
        case ("call", 3): self = .call(p[1], method: p[2])
        case ("atomic-read", 2): self = .atomicRead(p[1])
        case ("atomic", 1): self = .atomic
        case ("lock", 2): self = .lock(p[1])
        case ("unlock", 2): self = .unlock(p[1])
        case ("join", 1): self = .join
        case ("print", 2...): self = .print(rest(1))
        case ("mark", 2...): self = .mark(rest(1))
        case ("value", 3...) where Int64(p[p.count - 1]) != nil:
            self = .value(p[1..<(p.count - 1)].joined(separator: String(Self.separator)), Int64(p[p.count - 1])!)
        case ("judge", 2...): self = .judge(rest(1))
        case ("start", 3...): self = .start(kind: p[1], queue: rest(2).isEmpty ? nil : rest(2))
        case ("queue", 3...): self = .enqueue(kind: p[1], queue: rest(2))
        case ("sync", 3...): self = .sync(kind: p[1], queue: rest(2))
        case ("wait", 3) where number(2) != nil: self = .wait(object: p[1], number: number(2)!)
        case ("signal", 2) where number(1) != nil: self = .signal(semaphore: number(1)!)
        case ("timeout", 3) where number(2) != nil: self = .timeout(object: p[1], number: number(2)!)
        case ("sleep-again", 1): self = .sleepAgain
        case ("task-step", 1): self = .taskStep
        case ("job", 2) where p[1].isEmpty || UInt64(p[1]) != nil: self = .job(task: UInt64(p[1]))
        default: return nil
        }
    }

    /// The variable an access names (a Foundation call's: the variable holding the object); nil
    /// for a fact that is no access.
    package var variable: String? {
        switch self {
        case .read(let name), .write(let name), .modify(let name), .call(let name, _), .atomicRead(let name): name
        default: nil
        }
    }

    /// The variable a plain load, store or read-modify-write names; nil for a library call, an
    /// atomic read and a fact that is no access (what the reduction and the story compare).
    package var plainVariable: String? {
        switch self {
        case .read(let name), .write(let name), .modify(let name): name
        default: nil
        }
    }
}

extension GateFact {
    /// The C library's string and number calls a scheduled build follows as `call("memory", …)`
    /// (`GateSites.memoryCalls`): what they read is text, so the first bytes the tracer reads
    /// there are no value of the program's (`atoi` of "0" reads 48), and a story shows none.
    package static let textCalls: Set<String> = [
        "atoi", "atol", "atoll", "atof", "strtol", "strtoll", "strtoul", "strtoull", "strtod", "strlen", "strcat", "strncat",
        "vsnprintf", "vsprintf", "snprintf", "sprintf", "strcpy", "strncpy",
    ]
}
