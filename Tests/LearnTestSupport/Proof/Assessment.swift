import LearnDemos
import LearnPlay
import LearnTrace

/// The judge's verdict on one ThreadSanitizer run of one variant.
///
/// A pure function of the run's ending, stdout and stderr, so the judge itself is
/// tested on recorded output (`AssessmentTests`) as well as on live runs.
package enum Assessment: Equatable {
    case pass
    /// A data-race variant with no data race report in this run: try again, then fail.
    case missedRace
    case fail(String)

    /// Judges `run` against what `judged` claims.
    package static func of(_ run: ChildRun, as judged: JudgeCase) -> Assessment {
        if let problem = endingProblem(run, judged) {
            return .fail(
                """
                \(judged.testDescription) \(problem): \(run.ending). \
                Command: learn \(judged.arguments.joined(separator: " "))
                stderr ends:
                \(tail(run.stderr))
                """)
        }
        let reports = TSanReport.parse(run.stderr)
        if let harness = reports.first(where: \.blamesHarness) {
            return .fail(
                """
                ThreadSanitizer caught an access in \(harness.firstProjectFolder ?? "the harness"), \
                not in the demo: the recorder or the runner is racy. First such report:
                \(Demangler.simplify(harness.excerpt()))
                """)
        }
        switch judged.safety {
        case .safe, .raceCondition:
            guard let first = reports.first else { return .pass }
            return .fail(
                """
                \(judged.testDescription) is called \(judged.safety.rawValue), but ThreadSanitizer \
                made \(reports.count) report(s). The first:
                \(Demangler.simplify(first.excerpt()))
                """)
        case .dataRace:
            return reports.contains(where: \.isDataRace) ? .pass : .missedRace
        }
    }

    /// Why the child did not run the way its outcome says, or nil when it did.
    package static func endingProblem(_ run: ChildRun, _ judged: JudgeCase) -> String? {
        switch (judged.outcome, run.ending) {
        case (.hangs, _), (.crashes, .signalled), (.mayCrash, .signalled):
            nil
        case (_, .killedAtLimit):
            "did not end"
        case (.crashes, _):
            "was expected to crash"
        case (_, .exited(let code)) where code != 0 && code != 66:
            "did not finish normally"
        case (.finishes, .signalled):
            "crashed"
        case (.finishes, _), (.mayCrash, _):
            eventCount(run.stdout) == 0 ? "wrote no trace events to stdout" : nil
        }
    }

    package static func eventCount(_ stdout: String) -> Int {
        WireReader.read(Array(stdout.utf8)).reduce(0) { n, item in
            if case .event = item { n + 1 } else { n }
        }
    }

    package static func tail(_ text: String, lines: Int = 20) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }
}
