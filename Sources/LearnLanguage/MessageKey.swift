/// One fixed message of learn's, by name: each catalogue (``Catalogue/english``,
/// ``Catalogue/korean``) holds its words for every key, `{1}`, `{2}`… where the arguments go.
///
/// The lesson engine's words come first (the pattern the rest follow): what a lesson says
/// around its own text — questions, answers, pauses, the step footer, checks not judged.
/// A test fails when a key has no words in a catalogue, or when a translation leaves out or
/// adds an argument.
package enum MessageKey: String, Sendable, CaseIterable {
    // A run
    case demoCannotRun
    case stoppedShell
    case stopped
    case runTimes
    case logLinesHidden
    case budgetRanOut
    case note
    case nothingToRunAgain
    // Predictions
    case predictHeading
    case predictAnsweredByRun
    case predictChoose
    case predictYouPredict
    case predictAgrees
    case predictDiffers
    case predictAnswer
    case predictNoOption
    case predictOptionSeparator
    case predictPrompt
    case predictRetry
    case predictFooter
    // Pauses and the footer
    case pausedPressEnter
    case presentFooter
    case placePart
    case placeStep
    // Checks and goals
    case checkNotChecked
    case goalNotJudged
    case goalReachedFree
    case goalNotReachedFree
    case goalMeantToPrevent
    case goalTakeOver
    case goalReachedSteps
    case goalNotReachedSteps
    case stepsOne
    case stepsMany
    case stepsAndTicks
    case clockTicksOne
    case clockTicksMany
    case goalAgain
    case goalAgainCommand
    case goalReplayed
    case replayAgainNote
    // Errors a learner meets most (LearnError); `{1}` before a command is `learn ` or nothing
    case errorUnknownCommand
    case errorHelpListsCommands
    case errorNoLesson
    case errorListShowsLessons
    case errorNoDemo
    case errorDemosListsDemos
    case errorNoVariant
    case errorItsVariants
    case errorCheckFailed
    case errorRunItAgain
    case errorRunLessonAgain
    case errorProblemFound
    case errorProblemsFound
    case errorInterrupted
    case didYouMean
    case didYouMeanOr
    // Translations
    case translationMissing
    case translationStale
    case languageNow
    // Exercises: the exercise commands, hints, and a verify's verdict (ExerciseVerdict+Text)
    case exerciseTranslationMissing
    case exerciseTranslationStale
    case exerciseNotStarted
    case exerciseStarted
    case exerciseFailing
    case exercisePassed
    case exerciseChangedSincePass
    case exerciseListSummary
    case exerciseKeptCopy
    case exerciseWrote
    case exerciseCopyThere
    case exerciseFixIt
    case hintLead
    case hintAllShown
    case verifyStartJudged
    case verifyStart
    case verifyFreeRunsHeld
    case verifyNotSolvedError
    case verdictDidNotCompile
    case verdictStoppedAfterRun
    case verdictUndecided
    case verdictRunOf
    case verdictTSanRace
    case verdictTSanNoRace
    case verdictLanes
    case verdictLanesReplay
    case verdictChangedMeanwhile
    case verdictReplayHeld
    case verdictReplayBroke
    case verdictPassed
    case verdictNotSolved
    case verdictInEveryOne
    case verdictInItsRun
    case verdictInReplayed
    case verdictInAtLeastOne
    case verdictInNoneOf
    case verdictInTheReplayed
    case verdictIn
    case verdictAndMore
    case verdictAll
    case verdictSearch
    case verdictSearchStopped
    case verdictDivergent
    case trialRun
    case trialSchedule
    case trialRandom
    case trialReplayed
    case countRunOne
    case countRuns
    case countScheduleOne
    case countSchedules
    case countRandomOne
    case countRandoms
}
