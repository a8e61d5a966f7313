import LearnLessons
import LearnTestSupport
import Testing

@testable import LearnCommands

@Suite struct LessonDriverTests {
    @Test func aOneShotRunGoesStraightThroughPauses() throws {
        let capture = Capture()
        let session = capture.session()
        let player = ScriptedPlayer(stops: [.paused, .paused, .finished(passed: true)])
        try session.play(player, step: false, from: player.advance())
        #expect(player.calls == ["advance", "advance", "advance"])
        #expect(session.openPlayer == nil)
        #expect(session.lastPlayer === player)
    }

    @Test func theShellStopsAtAPauseAndKeepsTheLessonOpen() throws {
        let session = Capture().session(interactive: true)
        let player = ScriptedPlayer(stops: [.paused, .finished(passed: true)])
        try session.play(player, step: false, from: player.advance())
        #expect(session.openPlayer === player)
        try NextCommand().execute(in: session)
        #expect(session.openPlayer == nil)
    }

    @Test func stepWaitsForEnterAtEachPause() throws {
        let session = Capture().session()
        var prompts: [String] = []
        session.ask = {
            prompts.append($0)
            return ""
        }
        let player = ScriptedPlayer(stops: [.paused, .paused, .finished(passed: true)])
        try session.play(player, step: true, from: player.advance())
        #expect(prompts.count == 2)
        #expect(session.openPlayer == nil)
    }

    @Test func aPredictionAsksUntilANumberIsGiven() throws {
        let capture = Capture()
        let session = capture.session(interactive: true)
        var replies = ["maybe", "3", "2"]
        session.ask = { _ in replies.removeFirst() }
        let player = ScriptedPlayer(stops: [.prediction(question: "Lost?", options: ["yes", "no"]), .finished(passed: true)])
        try session.play(player, step: false, from: player.advance())
        #expect(player.calls == ["advance", "answer 1"])
        #expect(capture.out.hasPrefix("? Lost?\n  1) yes\n  2) no\n"))
    }

    @Test func anEmptyAnswerSkipsThePrediction() throws {
        let session = Capture().session(interactive: true)
        session.ask = { _ in "" }
        let player = ScriptedPlayer(stops: [.prediction(question: "Lost?", options: ["yes", "no"]), .finished(passed: true)])
        try session.play(player, step: false, from: player.advance())
        #expect(player.calls == ["advance", "advance"])
    }

    @Test func noAnswerLeavesTheLessonOpenInTheShell() throws {
        let session = Capture().session(interactive: true)
        session.ask = { _ in nil }
        let player = ScriptedPlayer(stops: [.prediction(question: "Lost?", options: ["yes", "no"]), .finished(passed: true)])
        try session.play(player, step: false, from: player.advance())
        #expect(session.openPlayer === player)
        #expect(player.calls == ["advance"])
    }

    @Test func aFailedCheckIsExitStatusOne() {
        let session = Capture().session()
        let player = ScriptedPlayer(stops: [.finished(passed: false)])
        #expect(throws: LearnError.checksFailed(lesson: "barrier", command: "learn run barrier")) {
            try session.play(player, step: false, from: player.advance())
        }
    }

    @Test func aLessonThatCannotGoOnIsAUsageError() {
        let session = Capture().session()
        let player = ScriptedPlayer(stops: [.failed("`iterations` must be from 1 to 10, not 99")])
        #expect(throws: LearnError.lessonCannotGoOn("`iterations` must be from 1 to 10, not 99")) {
            try session.play(player, step: false, from: player.advance())
        }
    }

    @Test func ctrlCStopsAOneShotRunButTheShellKeepsTheLesson() throws {
        let oneShot = Capture().session()
        let player = ScriptedPlayer(stops: [.interrupted])
        #expect(throws: LearnError.interrupted) { try oneShot.play(player, step: false, from: player.advance()) }

        let capture = Capture()
        let shell = capture.session(interactive: true)
        let second = ScriptedPlayer(stops: [.interrupted, .finished(passed: true)])
        try shell.play(second, step: false, from: second.advance())
        #expect(shell.openPlayer === second)
    }

    @Test func againRerunsTheLastLessonWithSessionSettings() throws {
        let session = Capture().session(interactive: true)
        let player = ScriptedPlayer(stops: [.finished(passed: true), .finished(passed: true)])
        try session.play(player, step: false, from: player.advance())
        session.overrides["iterations"] = "5"
        try AgainCommand().execute(in: session)
        #expect(player.calls == ["advance", "again"])
        #expect(player.options.overrides["iterations"] == "5")
    }

    @Test func commandsThatNeedALessonSaySo() {
        let session = Capture().session(interactive: true)
        #expect(throws: LearnError.self) { try NextCommand().execute(in: session) }
        #expect(throws: LearnError.self) { try AgainCommand().execute(in: session) }
        // Parsed, as the shell makes it: an unparsed command traps when its argument is read.
        #expect(throws: LearnError.self) { try TraceCommand.parse([]).execute(in: session) }
    }
}
