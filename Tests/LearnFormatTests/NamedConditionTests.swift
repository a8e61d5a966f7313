import Testing

@testable import LearnFormat

/// `NAME: CONDITION` as lessons and exercises both read it: the name's rule, the condition's
/// column, and the problem each wrong line gives.
@Suite struct NamedConditionTests {
    @Test func readsTheNameTheConditionAndWhereItStarts() throws {
        let named = try NamedCondition.read("lost-some:  value lost > 0 ", column: 8).get()
        #expect(named == NamedCondition(name: "lost-some", condition: "value lost > 0", conditionColumn: 20))
        // Columns count Unicode scalars: a Korean name moves the condition by its letters.
        let korean = try NamedCondition.read("잃음: value lost > 0", column: 8).get()
        #expect(korean.name == "잃음" && korean.conditionColumn == 12)
    }

    @Test func aLineItCannotUseSaysWhatToWrite() {
        #expect(NamedCondition.read("value lost > 0", column: 8) == .failure(.noColon(column: 8)))
        #expect(NamedCondition.read("lost some: value lost > 0", column: 8) == .failure(.badName("lost some", column: 8)))
        #expect(NamedCondition.read(": value lost > 0", column: 8) == .failure(.badName("", column: 8)))
        #expect(NamedCondition.read("lost:   ", column: 8) == .failure(.noCondition(column: 16)))
        let words = NamedCondition.Problem.noColon(column: 8).message(directive: "check")
        #expect(words.contains("`@check NAME: CONDITION`"))
    }

    @Test(arguments: ["a", "lost-some", "v1.2", "x_y", "잃음"]) func namesOfLettersDigitsAndThreeMarks(_ name: String) {
        #expect(NamedCondition.isName(name))
    }

    @Test(arguments: ["", "a b", "a:b", "a/b", "🙂"]) func namesWithAnythingElseAreNot(_ name: String) {
        #expect(!NamedCondition.isName(name))
    }
}

/// The header both formats open with.
@Suite struct FrontMatterTests {
    @Test func readsEntriesBlanksAndLinesWithoutAColon() throws {
        let front = try FrontMatter.read(["--- ", "id: race", "", "title:  A race ", "oops", "---", "body"]).get()
        #expect(front.bodyStart == 6)
        #expect(
            front.items == [
                .entry(.init(key: "id", value: "race", line: 2, valueColumn: 5)), .blank(line: 3),
                .entry(.init(key: "title", value: "A race", line: 4, valueColumn: 9)), .noColon(line: 5),
            ])
    }

    @Test func noHeaderIsAProblemNotACrash() {
        #expect(FrontMatter.read([]) == .failure(.noOpening))
        #expect(FrontMatter.read(["id: x"]) == .failure(.noOpening))
        #expect(FrontMatter.read(["---", "id: x"]) == .failure(.notClosed))
    }
}
