import Testing

@testable import LearnPlay

/// A watchdog's report names the spans the threads were in as the wire carried them: a judge's
/// span with the run's key before its label. The learner reads the label alone.
@Suite struct JudgeChannelTests {
    @Test func aReportLineLosesTheKeyAndTheMarks() {
        let key = "abcdefghijklmnopqrstuvwx"
        let line = "T1: busy inside `\u{1e}\(key)await` for 22.0 s"
        #expect(JudgeChannel.plain(line, key: key) == "T1: busy inside `await` for 22.0 s")
        #expect(JudgeChannel.plain("T2: waiting inside `\u{1f}deposit` for 3.0 s", key: key) == "T2: waiting inside `deposit` for 3.0 s")
        #expect(JudgeChannel.plain("main: outside any span", key: key) == "main: outside any span")
    }
}
