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
    // An option's value refused (OptionProblem)
    case optionPace
    case optionSeed
    case optionView
    case optionReplayToken
    case optionLanguage
    case optionNumber
    case optionSeconds
    case optionWholeNumber
    case optionTSanNotTraced
    case optionTSanWithScheduler
    case optionRunsOnce
    case optionScheduleOrReplay
    case optionTSanWithRepeat
    // A usage error on the command line (ErrorReport), and the parser's messages ParserWords knows
    case commandLineError
    case commandLineHelp
    case commandLineUsage
    case commandLineSeeHelp
    case parserTakesNoValue
    case parserUnexpectedArguments
    // `play` with no file, the file `--new`/`--from` wrote; `set view=` refused
    case playNameAFile
    case playWrote
    case setViewTakes
    // A --trace-out path refused (TraceOutput.Refusal), a trace not written
    case traceOutRefused
    case traceOutNoName
    case traceOutCannotExamine
    case traceOutFolder
    case traceOutSocket
    case traceOutDevice
    case traceOutNotRegular
    case traceOutNotBuffered
    case traceOutNoLongerRegular
    case traceOutNotReplaced
    case traceOutMissingFolder
    case traceOutUnwritableFolder
    case traceOutLinkToNothing
    case traceOutUnresolved
    case traceOutLinkToNonFile
    case traceOutCannotOpen
    case traceOutChangedWhileOpened
    case traceOutNotOpen
    case traceOutNotWritten
    case traceOutNoTemporary
    case traceNotWritten
    // The learner's state files, progress notes, the shell's history and lines (LearnState, LearnShell)
    case stateCannotCreate
    case stateCannotCreateFolder
    case stateCannotLock
    case stateCannotRead
    case stateCannotReplace
    case stateCannotSetAside
    case stateCannotWrite
    case stateCannotWriteIn
    case stateSymbolicLink
    case stateNoFolder
    case progressNotKept
    case progressCannotRead
    case progressCannotReadIn
    case progressNotSaved
    case progressNotSavedIn
    case progressNotWritable
    case progressSetAside
    case progressStuck
    case historyNotSaved
    case shellUnclosedQuote
    // Teachers' Swift files (folder trust), the shell's editor
    case trustControlCharacter
    case trustNoTerminal
    case trustWarning
    case trustQuestion
    case trustRefused
    case trustNotRemembered
    case trustCompiled
    case editCannotStart
    case editEnded
    // A lesson's run that cannot start (LessonEngine+Run)
    case engineNoDemo
    case engineNoVariant
    // learn check: a translation that drifted from its source (lessons, exercises), the summary lines
    case translationNoStamp
    case translationToUpdate
    case translationHeaderKept
    case translationExtraStep
    case translationMissingStepAtEnd
    case translationMissingStep
    case translationStepDiffers
    case translationFigureMissing
    case translationNoSource
    case exerciseTranslationNoSource
    case exerciseTranslationExtraLine
    case exerciseTranslationMissingAtEnd
    case exerciseTranslationMissingStep
    case exerciseTranslationDiffers
    case exerciseTranslationFigureMissing
    case exerciseTranslationFigureExtra
    case checkNoProblems
    case checkRunsCode
    // learn check: the lesson and condition parsers' most common diagnostics
    case diagDidYouMean
    case diagDirectiveHint
    case diagUnknownDirective
    case diagAtStartsDirective
    case diagElseWithoutIf
    case diagEndWithoutIf
    case diagIfWithoutEnd
    case diagCodeNotClosed
    case diagHeaderMissingKey
    case diagHeaderEmpty
    case headerMeaningID
    case headerMeaningTitle
    case headerMeaningSummary
    case headerMeaningLevel
    case headerMeaningOrder
    case headerMeaningSources
    case headerMeaningDemo
    case headerMeaningVariants
    case diagUnknownHeaderKey
    case diagUnknownDemo
    case diagInternalDemo
    case diagUnknownCheck
    case diagTheNextRun
    case diagTheLastRun
    case diagItHasNone
    case diagUnknownLabel
    case diagRecorderDemo
    case diagRecorderCode
    case diagUnknownFigure
    case diagNoParameter
    case diagNoVariant
    case diagUnknownConditionClose
    case diagUnknownCondition
    // (keys of this area go above this line)

    // MARK: - Area diagnosis: a run's outcome in words, hangs and crashes (Catalogue+*+Diagnosis)
    // (keys of this area go above this line)

}
