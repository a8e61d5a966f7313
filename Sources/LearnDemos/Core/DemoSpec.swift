import LearnTrace

/// A compiled demo as the runner, the checker and the CLI see it: names, parameters, code.
/// Its words (its summary, its variants', its parameters' meanings) are data, keyed by its id,
/// in `Messages/LANG/demos.txt` (LearnLessons' `DemoSpec+Words` reads them).
///
/// Built from a ``Demo`` type (`MyDemo.spec`); nothing declares a `DemoSpec` by hand.
///
/// Lessons can run only demos listed in ``DemoCatalog``, with parameters that are
/// declared here and validated against their kind and range.
package struct DemoSpec: Sendable {
    package let id: String
    package let variants: [DemoVariant]
    package let parameters: [DemoParameter]
    /// Span, mark and value labels this demo records (the validator checks lesson checks against them).
    package let labels: [String]
    /// Seconds without a new event (at pace 1) after which the watchdog stops the run.
    package let watchdog: Double
    /// Runs the demo. Called on the child process's main thread, which pumps
    /// `RunLoop.main` after `run` returns until the demo calls `ctx.finish()`.
    package let run: @Sendable (DemoContext) -> Void

    package func variant(named name: String) -> DemoVariant? { variants.first { $0.name == name } }
    package func parameter(named name: String) -> DemoParameter? { parameters.first { $0.name == name } }
    /// The variant used when none is named: the first one.
    package var defaultVariant: DemoVariant { variants[0] }
}

/// One version of a demo (`unsafe`, `barrier`, `serial`, …).
package struct DemoVariant: Sendable {
    package let name: String
    /// What ThreadSanitizer and the lessons should say about this variant.
    package let safety: Safety
    /// How a run of this variant ends when nothing goes wrong with the tool itself.
    package let outcome: ExpectedOutcome
    /// Its spans around calls that block (``DeclaredWait``).
    package let waits: [DeclaredWait]
}

/// What a variant is, as a concurrency teacher would classify it.
package enum Safety: String, Sendable {
    /// No data race: ThreadSanitizer must stay silent.
    case safe
    /// Unsynchronised access to the same memory from two threads: ThreadSanitizer must report it.
    case dataRace = "data-race"
    /// Wrong results without a data race (e.g. a relaxed atomic read-modify-write): ThreadSanitizer stays silent.
    case raceCondition = "race-condition"
}

/// How a variant's run is expected to end.
package enum ExpectedOutcome: String, Sendable {
    case finishes
    /// It crashes (by design) in at least some runs.
    case mayCrash = "may-crash"
    /// It always crashes (e.g. libdispatch's own trap).
    case crashes
    /// It deadlocks; the watchdog stops it.
    case hangs
}

/// A declared, validated demo parameter.
package struct DemoParameter: Sendable {
    package enum Kind: Sendable, Equatable {
        case int(ClosedRange<Int>)
        case double(ClosedRange<Double>)
        case bool
        case choice([String])
    }

    package let name: String
    package let kind: Kind
    package let defaultValue: String
    /// What one of the value counts, plural (`threads`, `seconds`, `rows`); nil for a switch, a
    /// choice, or a number that names something (a cell's number).
    package let unit: String?

    package init(_ name: String, _ kind: Kind, default defaultValue: String, unit: String? = nil) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.unit = unit
    }

    /// Checks a textual value; returns ``ParameterCheck``'s message when it is not accepted.
    package func validate(_ text: String) -> String? {
        ParameterCheck.check(name: name, value: text, among: [self], scope: name)?.message
    }

    /// A short description of what the parameter accepts, for help and completion.
    package var accepts: String {
        switch kind {
        case .int(let r): return "\(r.lowerBound)…\(r.upperBound)"
        case .double(let r): return "\(r.lowerBound)…\(r.upperBound)"
        case .bool: return "true|false"
        case .choice(let o): return o.joined(separator: "|")
        }
    }
}
