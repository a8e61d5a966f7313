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
    // The checks' words (a condition in words, its detail and figures); `{1}` is a label or a phrase
    case condBefore
    case condOverlapSome
    case condOverlapTimes
    case condNoOverlap
    case condValue
    case condCount
    case condThreads
    case condOnMain
    case condOffMain
    case condOutcome
    case condSaid
    case condSaidByRuntime
    case condCpus
    case condTasks
    case condWaits
    case condNot
    case condNamed
    case condLabel
    case condSpan
    case condAnySpan
    case opLess
    case opAtMost
    case opExactly
    case opNot
    case opAtLeast
    case opMore
    case inEveryRun
    case inSomeRun
    case inRuns
    case runFinished
    case runCrashed
    case runTimedOut
    case runInterrupted
    case runFailed
    case taskCreated
    case taskPeakAlive
    case taskPeakRunning
    case taskCancelled
    case taskCancelledRunning
    case taskOutlivedCancel
    case taskIgnoredCancel
    case taskAlive
    case detailHeld
    case detailValue
    case detailNotReported
    case detailItWas
    case detailPair
    case detailPairs
    case figureValue
    case figureNeverRecorded
    case figureCount
    case figureThreads
    case figureOverlaps
    case figureNoneRecorded
    case figureOnMain
    case figureBothRecorded
    case figureOutcome
    case figureTasks
    case figureWaits
    case figureNoTask
    case figureListAnd
}
