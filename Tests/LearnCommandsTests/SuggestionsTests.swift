import Testing

@testable import LearnCommands

@Suite struct SuggestionsTests {
    let lessons = ["barrier", "semaphore", "serial-queue", "main-thread", "operation-queue"]

    @Test func closeTyposAreSuggested() {
        #expect(Suggestions.closest(to: "barier", in: lessons) == ["barrier"])
        #expect(Suggestions.closest(to: "barrer", in: lessons) == ["barrier"])
        #expect(Suggestions.closest(to: "semaphroe", in: lessons) == ["semaphore"])
        #expect(Suggestions.closest(to: "lsit", in: ShellGrammar.suggestible) == ["list"])
    }

    @Test func prefixesAreSuggested() {
        #expect(Suggestions.closest(to: "ser", in: lessons) == ["serial-queue"])
        #expect(Suggestions.closest(to: "se", in: lessons) == ["semaphore", "serial-queue"])
    }

    @Test func farWordsAreNot() {
        #expect(Suggestions.closest(to: "zzzz", in: lessons).isEmpty)
        #expect(Suggestions.closest(to: "x", in: ShellGrammar.suggestible).isEmpty)
    }

    @Test func distanceCountsASwapAsOneEdit() {
        #expect(Suggestions.distance("lsit", "list") == 1)
        #expect(Suggestions.distance("", "abc") == 3)
        #expect(Suggestions.distance("kitten", "sitting") == 3)
    }

    @Test func messagesNameTheSuggestionOrWhatToDo() {
        #expect(LearnError.unknownLesson("barier", suggestions: ["barrier"]).message == "no lesson `barier`; did you mean `barrier`?")
        #expect(LearnError.unknownLesson("zz", suggestions: []).message == "no lesson `zz`; `learn list` shows every lesson")
        #expect(LearnError.unknownLesson("zz", suggestions: []).message(in: .shell) == "no lesson `zz`; `list` shows every lesson")
        #expect(
            LearnError.unknownVariant("unsaf", lesson: "barrier", variants: ["barrier", "unsafe"]).message
                == "lesson `barrier` has no variant `unsaf`; did you mean `unsafe`?")
    }
}
