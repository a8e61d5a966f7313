import LearnLanguage
import LearnTrace
import Testing

@testable import LearnJudge

/// A story's step of a C library call on a buffer: a copy shows what it read, a string or number
/// call does not (the first bytes of "0" are 48, no value of the program's).
@Suite struct StoryTextCallTests {
    @Test func aTextCallShowsNoValueAndACopyDoes() {
        let say = Catalogue(.en)
        let atoi = InterleavingStory.words(.call("memory", method: "atoi"), held: 48, wrote: nil, say)
        let copy = InterleavingStory.words(.call("memory", method: "memcpy"), held: 7, wrote: nil, say)
        #expect(!atoi.contains("48") && atoi.contains("atoi"), "\(atoi)")
        #expect(copy.contains("7") && copy.contains("memcpy"), "\(copy)")
        for method in GateFact.textCalls {
            #expect(!InterleavingStory.words(.call("memory", method: method), held: 48, wrote: nil, say).contains("48"))
        }
    }
}
