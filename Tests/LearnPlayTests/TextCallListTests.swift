import LearnTrace
import Testing

@testable import LearnPlay

/// The calls a scheduled link wraps (``GateSites/memoryCalls``) are the C library's copies and
/// fills and its string and number calls; the story shows no value for the latter
/// (``GateFact/textCalls``): the two lists name the same calls.
@Suite struct TextCallListTests {
    @Test func everyWrappedCallIsACopyOrAFillOrATextCall() {
        let copies: Set<String> = ["memcpy", "memmove", "memset", "bzero", "bcopy"]
        #expect(Set(GateSites.memoryCalls.keys) == copies.union(GateFact.textCalls))
        #expect(copies.isDisjoint(with: GateFact.textCalls))
        // each kind stands for one call
        #expect(Set(GateSites.memoryCalls.values).count == GateSites.memoryCalls.count)
    }
}
