import Foundation
import LearnState
import Testing

/// A pass belongs to the text that passed: a file changed since is "changed since it passed",
/// and only a new verify decides; a record written before verdicts followed the file keeps its pass.
@Suite struct ExerciseRecordTests {
    func store(_ name: String) -> ProgressStore {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("learn-records-\(getpid())-\(name)").path
        try? FileManager.default.removeItem(atPath: dir)
        return ProgressStore(directory: dir)
    }

    @Test func theVerdictFollowsTheFile() {
        let progress = store("follows")
        let right = "final class Account {}\n", wrong = "final class Account { var broken = 1 }\n"
        progress.recordVerify(exercise: "race", passed: false, text: wrong)
        #expect(progress.exercises()["race"]?.state(ofText: wrong) == .failing)
        progress.recordVerify(exercise: "race", passed: true, text: right)
        let record = progress.exercises()["race"]
        #expect(record?.state(ofText: right) == .passed)
        #expect(record?.state(ofText: wrong) == .failing)  // put back to the text that failed
        #expect(record?.state(ofText: right + "// a comment\n") == .changedSincePass)
        #expect(record?.state(ofText: nil) == .changedSincePass)  // the file is gone
        #expect(record?.passed != nil)  // the date of the first pass is kept for good
    }

    @Test func aRecordOfTheOlderFormatKeepsItsPass() throws {
        let old = #"{"passed": 700000000, "hintsUsed": 2, "gaveUp": false}"#
        let record = try JSONDecoder().decode(ExerciseRecord.self, from: Data(old.utf8))
        #expect(record.passed != nil && record.hintsUsed == 2 && record.passedText == nil)
        #expect(record.state(ofText: "anything\n") == .passed)
        #expect(try JSONDecoder().decode(ExerciseRecord.self, from: JSONEncoder().encode(record)) == record)
    }
}
