import LearnJudge
import LearnTrace
import Testing

@testable import LearnCommands

/// `learn explore`'s table: no two rows read the same.
@Suite("The explore table")
struct ExploreTableTests {
    @Test("outcomes with the same values that differ in the goal say so in their label (barrier unsafe printed two equal rows)")
    func goalInLabel() {
        let values = "elements=9 reads=2 writes=1"
        let found = ScheduleExplorer.Exploration(
            outcomes: [
                .init(text: values, schedules: 1, token: ScheduleToken(choices: [1]), reachesGoal: false),
                .init(text: values, schedules: 5, token: ScheduleToken(choices: [2]), reachesGoal: true),
            ], schedules: 6, complete: true, seconds: 0.4, divergent: 0)
        let rows = ExploreCommand.table(found).split(separator: "\n").dropFirst().prefix(2)
        let labels = rows.map { $0.split(separator: " ", omittingEmptySubsequences: true).dropLast(2).joined(separator: " ") }
        #expect(Set(labels).count == 2, "\(rows)")
        #expect(labels.contains("\(values) · goal reached"))
    }

    @Test("a lost wake-up is its own row and is told apart from a deadlock (semaphore await called it a deadlock)")
    func lostWakeupIsNotADeadlock() {
        let found = ScheduleExplorer.Exploration(
            outcomes: [
                .init(text: "finished", schedules: 1, token: ScheduleToken(choices: [1]), reachesGoal: nil),
                .init(text: "lost wake-up", schedules: 3, token: ScheduleToken(choices: [2]), reachesGoal: nil),
            ], schedules: 4, complete: true, seconds: 1.7, divergent: 0)
        let table = ExploreCommand.table(found)
        let rows = table.split(separator: "\n").dropFirst().prefix(2).map { $0.split(separator: " ").dropLast(2).joined(separator: " ") }
        #expect(rows == ["finished", "lost wake-up"])
        #expect(table.contains("lost wake-up: a thread waits on a semaphore no thread will signal"))
        #expect(!table.contains("deadlock:"))
    }
}
