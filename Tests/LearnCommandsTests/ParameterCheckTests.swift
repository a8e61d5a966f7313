import LearnDemos
import LearnTestSupport
import Testing

@testable import LearnCommands

/// One check and one wording for a parameter setting, wherever it is given.
@Suite struct ParameterCheckTests {
    let parameters = [
        DemoParameter("threads", .int(1...16), default: "4"),
        DemoParameter("ratio", .double(0...1), default: "0.5"),
        DemoParameter("verbose", .bool, default: "false"),
        DemoParameter("mode", .choice(["fast", "slow"]), default: "fast"),
    ]

    @Test func acceptedValuesPass() {
        for (name, value) in [("threads", "1"), ("threads", "16"), ("ratio", "0"), ("ratio", "1"), ("verbose", "yes"), ("mode", "slow")] {
            #expect(ParameterCheck.check(name: name, value: value, among: parameters, scope: "`d`") == nil, "\(name)=\(value)")
        }
    }

    @Test func everyRefusalSaysWhatIsAccepted() {
        func message(_ text: String) -> String? {
            if case .failure(let problem) = ParameterCheck.check(text, among: parameters, scope: "`d`") { return problem.message }
            return nil
        }
        #expect(message("threads=17") == "`threads` takes a whole number from 1 to 16, not `17`")
        #expect(message("threads=x") == "`threads` takes a whole number from 1 to 16, not `x`")
        #expect(message("ratio=1.5") == "`ratio` takes a number from 0 to 1, not `1.5`")
        #expect(message("ratio=nan") == "`ratio` takes a number from 0 to 1, not `nan`")
        #expect(message("verbose=maybe") == "`verbose` takes true or false, not `maybe`")
        #expect(message("mode=medium") == "`mode` takes one of fast, slow, not `medium`")
        #expect(message("speed=2") == "`speed` is not a parameter of `d`; its parameters: mode, ratio, threads, verbose")
        #expect(message("threads") == "`threads` is not name=value; write it like `readers=4`")
        #expect(message("=3") == "`=3` is not name=value; write it like `readers=4`")
    }

    @Test func aDemoWithoutParametersSaysSo() {
        #expect(
            ParameterCheck.check(name: "x", value: "1", among: [], scope: "`noop`")?.message
                == "`x` is not a parameter of `noop`; it takes no parameters")
    }

    /// A misspelt `--set` name is told against the lesson's parameters, with a did-you-mean.
    @Test func aMisspeltNameIsToldAgainstTheLessonsParameters() {
        let capture = Capture()
        #expect(LearnMain.main(["run", "queues", "--set", "taks=3"], console: capture.console) == 64)
        #expect(capture.err.contains("`taks` is not a parameter of lesson `queues`; did you mean `tasks`?"), "\(capture.err)")
        let other = Capture()
        #expect(LearnMain.main(["run", "queues", "--set", "readers=3"], console: other.console) == 64)
        // wrapped at 80 columns under the message's start (issue 39)
        let said = other.err.replacingOccurrences(of: "\n       ", with: " ")
        #expect(said.contains("`readers` is not a parameter of lesson `queues`; its parameters: tasks, work"), "\(other.err)")
    }

    /// A name several demos declare is accepted when one of them accepts the value.
    @Test func aSharedNameTakesEitherRange() {
        let both = [DemoParameter("n", .int(1...4), default: "1"), DemoParameter("n", .int(10...20), default: "10")]
        #expect(ParameterCheck.check(name: "n", value: "15", among: both, scope: "any demo") == nil)
        #expect(ParameterCheck.check(name: "n", value: "7", among: both, scope: "any demo") != nil)
    }

    /// The command line, the shell and the lesson checker say the same words as the check.
    @Test func theCommandLineAndTheShellUseTheSameWords() {
        let capture = Capture()
        #expect(LearnMain.main(["run", "barrier", "--set", "threads=0"], console: capture.console) == 64)
        let shell = Capture()
        let status = Shell(session: shell.session(), historyStore: nil).execute("set threads=0")
        #expect(status == 64)
        #expect(capture.err.hasPrefix("learn: `threads` takes a whole number from "))
        // the run checks the lesson's own `threads`; the shell's `set`, with no lesson open, any demo's
        #expect(shell.err.hasPrefix("learn: `threads` takes a whole number from "))
        #expect(
            DemoParameter("threads", .int(1...16), default: "1").validate("0")
                == "`threads` takes a whole number from 1 to 16, not `0`")
    }
}
