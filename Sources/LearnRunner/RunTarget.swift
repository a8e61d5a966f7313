import LearnLanguage

/// What a run runs: a demo built into learn, or a program compiled from a Swift file.
/// Each says what it is; neither poses as the other.
package enum RunTarget: Sendable, Equatable {
    case demo(DemoTarget)
    case program(ProgramTarget)

    /// The demo this run runs; nil for a program.
    package var demo: DemoTarget? {
        if case .demo(let demo) = self { return demo }
        return nil
    }

    /// The program this run runs; nil for a demo.
    package var program: ProgramTarget? {
        if case .program(let program) = self { return program }
        return nil
    }
}

/// One demo, one variant, validated parameters, and what the runner must know of the demo.
package struct DemoTarget: Sendable, Equatable {
    package var id: String
    package var variant: String
    /// Parameter values by name; the demo's process fills in declared defaults for the rest.
    package var parameters: [String: String]
    package var traits: DemoTraits

    package init(id: String, variant: String, parameters: [String: String] = [:], traits: DemoTraits = DemoTraits()) {
        self.id = id
        self.variant = variant
        self.parameters = parameters
        self.traits = traits
    }
}

/// What the parent side of a run needs to know about a demo, given by whoever builds the
/// request from the demo catalog (the runner does not look demos up).
package struct DemoTraits: Sendable, Equatable {
    /// Seconds without a new event (at pace 1) before the watchdog stops the run.
    package var watchdog: Double = 10
    /// Why a run of the demo cannot be replayed from a token, when it cannot.
    package var replayRefusal: Words? = nil
    /// Why a free run of the demo gives no token (its scheduled runs do), when it gives none.
    package var recordRefusal: Words? = nil
    /// True when only the demo's fine-grained gates ask the learner in step mode.
    package var fineOnly = false
    /// The span, mark and value labels the demo records (a run's outcome is said with its values).
    package var labels: [String] = []
    /// The code of each blocking call the variant declares, by site (``DeclaredWait``; site 1 first).
    package var waitCode: [String] = []

    /// A demo's defaults; the catalog fills in what it knows of the demo (`DemoTraits.of`).
    package init() {}
}

/// A program compiled from a Swift file (a learner's, an exercise's, a lesson's `@run file=`).
/// The binary and how it is started belong to its ``ProgramRunner``; the target names the source.
package struct ProgramTarget: Sendable, Equatable {
    /// The source file's name as the learner knows it (`gcd.swift`).
    package var fileName: String

    package init(fileName: String) {
        self.fileName = fileName
    }
}
