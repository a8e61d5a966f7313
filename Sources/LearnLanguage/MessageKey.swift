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
    // The views' fixed words (LearnTrace/Views): the lanes, their legend and axis, the summary
    case viewNoEventsToDraw
    case viewQueueKey
    case viewOneCPU
    case viewRuntimeAt
    case viewMoreRuntimeLines
    case viewAtOnce
    case viewAtOnceLegend
    case viewBlocked
    case viewMark
    case viewCounts
    case viewNested
    case viewMoreQueues
    case viewCrashed
    case viewWatchdog
    case viewOpenSpan
    case viewNoSpans
    case viewColumn
    case viewNoEvents
    case viewRunOf
    case viewShortHeadline
    case viewHeadline
    case viewCouldUse
    case viewPeak
    case viewPeakNone
    case viewPeakOne
    case viewPeakMany
    case viewPeakOneCPU
    case viewOverlaps
    case viewOverlapsNone
    case viewOverlapWith
    case viewOnce
    case viewTwice
    case viewTimes
    case viewListAnd
    case viewValues
    case viewRuntime
    case viewRuntimeShort
    case viewThreadOne
    case viewThreadMany
    case viewCPUOne
    case viewCPUMany
    case viewEventOne
    case viewEventMany
    case viewLineOne
    case viewLineMany
    case viewTimeMs
    case viewThread
    case viewQueue
    case viewEvent
    case viewThreadKey
    case viewThreads
    case viewMainThread
    case viewWorkerThread
    case viewOnNoQueue
    case viewOnQueues
    case viewSpans
    case viewSpansNone
    case viewSpanTimes
    case viewNeverEnded
    case viewOverlapsHeading
    case viewOverlappedNothing
    case viewOverlapped
    case viewTasks
    case viewTasksRecorded
    case viewSwiftTaskOne
    case viewSwiftTaskMany
    case viewRuntimeLong
    case viewMoreShown
    case viewOutput
    case viewDropped
    case viewNoneDropped
    case viewNoEventsRecorded
    case viewEventsDropped
    case viewNoTask
    case viewNoTaskUnderTSan
    case viewMoreTasks
    case viewTaskLegend
    // Help: the shell's `help` (commands' own help is CommandHelp's)
    case helpCommands
    case helpKeys
    // More errors: parameters, a rejected lesson, the parser's messages in the shell's words
    case errorNotParameter
    case paramScopeAnyDemo
    case paramScopeLesson
    case paramScopeDemo
    case errorItsParameters
    case errorNoParameters
    case errorNotAssignment
    case errorBadValue
    case acceptsInt
    case acceptsNumber
    case acceptsBool
    case acceptsChoice
    case errorNotLoadedOne
    case errorNotLoadedMany
    case errorFirstProblem
    case errorSeeAllProblems
    case parserThisCommand
    case parserHelpShows
    case parserHelpLists
    case parserDoesNotTake
    case parserWriteOneOf
    case parserNeeds
    case parserPlaceholder
    case parserNeedsValue
    case parserNoOption
    // The shell's own commands: nothing to do yet
    case shellNoPausedLesson
    case shellNothingToRunAgain
    case shellNoRunYet
    case shellNoTSanReport
    case shellNotSet
    case shellLangTakes
    case shellNoFileToEdit

    // MARK: - Area runs: a run's words (Catalogue+*+Runs)
    // (keys of this area go above this line)

    // MARK: - Area tasks: Swift tasks (Catalogue+*+Tasks)
    // (keys of this area go above this line)

    // MARK: - Area schedule: being the scheduler (Catalogue+*+Schedule)
    // (keys of this area go above this line)

    // MARK: - Area play: a learner's own code and exercises (Catalogue+*+Play)
    // (keys of this area go above this line)

    // MARK: - Area commands: the command line (Catalogue+*+Commands)
    // (keys of this area go above this line)

    // MARK: - Area diagnosis: a run's outcome in words, hangs and crashes (Catalogue+*+Diagnosis)
    case diagDemo
    case diagYourProgram
    case diagFinished
    case diagCrashed
    case diagTimedOut
    case diagStopped
    case diagFailed
    case diagLostWakeupStopped
    case diagDeadlockStopped
    case diagWatchdogStopped
    case diagCrashedSentence
    case diagTimeLimitSentence
    case diagNoProgressSentence
    case diagWhereEachThreadWas
    case diagStoppedCtrlC
    case diagDemoCouldNotRun
    case diagCrashedProblem
    case diagTimeLimitProblem
    case diagNoProgressProblem
    case diagWhereEachThreadWasProblem
    case diagStoppedByCtrlC
    case diagCrashSummary
    case diagStrayOne
    case diagStrayMany
    case diagDemoStoppedBy
    case diagProgramStoppedBy
    case diagProgramExited
    case diagDemoExitedUnstarted
    case diagDemoExitedEarly
    case diagNotADemo
    case diagWhile
    case diagBlockedIn
    case diagInside
    case diagOneWas
    case diagManyWere
    case diagBeforeRecording
    case diagAfterOn
    case diagListLast
    case diagHangBlocked
    case diagHangBusy
    case diagHangWaiting
    case diagHangOutside
    case diagThreadEnded
    case diagAt
    case diagSyncOntoOwnQueue
    case diagLibdispatchStops
    case diagDeadlockMainWaits
    case diagDeadlockWaitsFor
    case diagDeadlock
    case diagWaitsForBlocked
    case diagLostWakeupBlocked
    case diagLostWakeupEnded
    case diagNeverRanOne
    case diagNeverRanMany
    case diagNoThreadCanGoOn
    // (keys of this area go above this line)

}
