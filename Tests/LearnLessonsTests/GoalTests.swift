import LearnDemos
import LearnLessons
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

/// `@goal` and `@run schedule=`: what `learn check` accepts and refuses, and how a goal is judged.
@Suite struct GoalTests {
    static func lesson(_ body: String, demo: String = "data-source", variants: String = "global, serial") -> String {
        header(demo: demo, variants: variants, id: "goals") + "# Goals\n\n" + body
    }

    static func problems(_ text: String) -> [String] {
        LessonChecker.check(bytes: Array(text.utf8), file: "goals.md").diagnostics.map(\.message)
    }

    @Test func aGoalAndAScheduleCheckCleanly() {
        let text = Self.lesson(
            """
            @part global
            @run schedule=step
            @goal lose-update: value lost > 0
            Reached in {steps} steps.

            @part serial
            @run schedule=2323232c3c1e
            @goal lose-update: value lost > 0
            """)
        #expect(Self.problems(text) == [])
        let lesson = LessonChecker.check(bytes: Array(text.utf8), file: "goals.md").lesson
        #expect(GoalCheck.goals(of: lesson, part: "serial").map(\.name) == ["lose-update"])
    }

    @Test func aBadScheduleARepeatedOneAndAGoalThatIsNoFactAreRefused() {
        let text = Self.lesson(
            """
            @part global
            @run schedule=sometimes
            @run repeat=5 schedule=step
            @observe lost-some: value lost > 0
            @goal by-name: lost-some
            @goal counted: value lost > 0 in >= 2 runs
            """)
        let messages = Self.problems(text)
        #expect(messages.contains { $0.contains("`schedule` takes `step`") })
        #expect(messages.contains { $0.contains("a repeated run is measured, not stepped") })
        #expect(messages.contains { $0.contains("not the name of a check") })
        #expect(messages.contains { $0.contains("drop the `in … runs` part") })
    }

    @Test func aGoalNeedsADemoThatCanBeStepped() {
        let text = Self.lesson(
            """
            @part lock
            @run
            @goal both: value lost > 0
            """, demo: "actors", variants: "lock")
        #expect(Self.problems(text).contains { $0.contains("cannot be stepped") })
    }
}
