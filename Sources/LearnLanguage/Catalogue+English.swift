extension Catalogue {
    /// English, the source: every key has its words here (a test holds it).
    package static let english: [MessageKey: String] = [
        .demoCannotRun: "Cannot run the demo: {1}",
        .stoppedShell: "■ Stopped (Ctrl-C). `again` runs it once more; `next` goes on with the lesson, without the text about this run.",
        .stopped: "■ Stopped (Ctrl-C).",
        .runTimes: " {1} times",
        .logLinesHidden: "… {1} more lines of the log, not shown to keep the screen",
        .budgetRanOut:
            "The time budget of this `@run` ({1}) ran out after {2} of {3} runs; the checks below speak of those {2}.",
        .note: "Note: {1}",
        .nothingToRunAgain: "Nothing to run again yet: the lesson has not run a demo. Enter `next` to go on.",

        .predictHeading: "**Predict:** {1}",
        .predictAnsweredByRun: "(The run below gives the answer.)",
        .predictChoose: "Choose an option from 1 to {1}.",
        .predictYouPredict: "You predict: {1}",
        .predictAgrees: "Your prediction “{1}” agrees with this run.",
        .predictDiffers: "Your prediction was “{1}”; this run says {2}.",
        .predictAnswer: "Answer to “{1}”: this run says {2}.",
        .predictNoOption: "none of the options",
        .predictOptionSeparator: " and ",
        .predictPrompt: "your prediction (1-{1}, Enter to skip): ",
        .predictRetry: "type a number from 1 to {1}, then Enter (or just Enter to skip)",
        .predictFooter: "{1} · 1-{2}: predict · Enter: skip",

        .pausedPressEnter: "-- paused: press Enter to go on --",
        .presentFooter: "{1} · Enter: next · q: quit ",
        .placePart: "part {1}",
        .placeStep: "step {1}/{2}",

        .checkNotChecked: "· {1}: not checked (the run did not complete)",
        .goalNotJudged: "· goal {1}: not judged (the run did not complete)",
        .goalReachedFree: "◎ goal {1} ({2}): reached in this run, by the real scheduler; {3}",
        .goalNotReachedFree: "◎ goal {1} ({2}): not reached in this run; {3}",
        .goalMeantToPrevent: "this part's code is meant to prevent it: {1} makes you the scheduler, to try every order you like.",
        .goalTakeOver: "{1} makes you the scheduler.",
        .goalReachedSteps: "◎ goal {1} ({2}): reached, in {3}.",
        .stepsOne: "1 step",
        .stepsMany: "{1} steps",
        .stepsAndTicks: "{1} and {2}",
        .clockTicksOne: "1 clock tick",
        .clockTicksMany: "{1} clock ticks",
        .goalNotReachedSteps: "◎ goal {1} ({2}): not reached in {3}.",
        .goalAgain: "`again` lets you choose another order.",
        .goalAgainCommand: "Run it again with {1} to choose another order.",
        .goalReplayed: "A replay follows its token's order every time: {1} lets you choose another order.",

        .translationMissing: "The lesson `{1}` has no translation in this language yet: it is shown in English.",
        .translationStale:
            "The translation of `{1}` was made from an older English lesson: the English one is shown until the translation is updated.",
        .languageNow: "language: {1} (`set lang=en` or `set lang=ko`)",
    ]
}
