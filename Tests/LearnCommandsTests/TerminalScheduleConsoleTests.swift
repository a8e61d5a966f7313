import LearnLessons
import LearnRunner
import LearnTrace
import Testing

@testable import LearnCommands

/// The step menu speaks the lanes' language: threads as the log names them, gates by the
/// line of the code the lesson shows.
@Suite struct TerminalScheduleConsoleTests {
    /// The race's `Gate.pass("read count")`, where its `#fileID` and `#line` put it.
    static let readCount = GateArrival(
        label: "read count", value: nil, kind: .fine, file: "LearnDemos/DataSourceRaceDemo+ViewModel.swift", line: 24)

    @Test func gateIsTheLineOfTheLessonsCode() throws {
        let place = try #require(SourceRegions.place(fileID: "LearnDemos/DataSourceRaceDemo+ViewModel.swift", line: 24))
        #expect(place.region == "race/append-row")
        #expect(place.line == 3)
        #expect(place.code.hasPrefix(#"Gate.pass("read count")"#))
        let region = try #require(SourceRegions.shipped.region("race/append-row"))
        let shown = region.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(shown[place.line - 1].drop { $0 == " " }.hasPrefix(#"Gate.pass("read count")"#))
        #expect(SourceRegions.place(fileID: "LearnDemos/DataSourceRaceDemo+ViewModel.swift", line: 2) == nil)
        #expect(SourceRegions.place(fileID: "LearnDemos/NoSuchFile.swift", line: 24) == nil)
    }

    @Test func menuNamesThreadsAsTheLogAndPlacesGatesInTheLesson() {
        let decision = ScheduleDecision(
            step: 0,
            threads: [
                ThreadStand(number: 1, tid: 10, isMain: true, state: .blocked, gate: nil, name: "main"),
                ThreadStand(number: 2, tid: 11, isMain: false, state: .atGate, gate: Self.readCount, name: "T1"),
                ThreadStand(number: 3, tid: 12, isMain: false, state: .atGate, gate: Self.readCount, name: "T2"),
                ThreadStand(number: 4, tid: 13, isMain: false, state: .atGate, gate: Self.readCount),
            ])
        let text = TerminalScheduleConsole.render(decision)
        #expect(text.contains("2  T1         at `read count`  (line 3 of the lesson's code race/append-row)"))
        #expect(text.contains("3  T2 "))
        #expect(text.contains("4  new thread "))
        #expect(text.contains("·  main "))
        #expect(!text.contains("thread 2"))
        #expect(!text.contains(".swift"))
    }

    /// A gate outside every region (a traced event, or learn's own code) names no file.
    @Test func gateOutsideTheLessonsCodeNamesNoFile() {
        let gate = GateArrival(label: "update", value: nil, kind: .begin, file: "LearnTrace/Tracer.swift", line: 40)
        let text = TerminalScheduleConsole.render(
            ScheduleDecision(step: 2, threads: [ThreadStand(number: 2, tid: 11, isMain: false, state: .atGate, gate: gate, name: "T1")]))
        #expect(text.contains("2  T1         at `begin update`\n"))
    }
}
