import Foundation
import LearnTestSupport
import Testing

@testable import LearnPlay

/// The playground's parts that need no compiler: the support code it adds, the cache, the trust file.
@Suite struct PlayLibraryTests {
    @Test func theLearnersLinesComeFirstAndUnchanged() {
        let text = "import Foundation\nprint(1)"
        let program = PlayBuilder.programText(text)
        #expect(program.hasPrefix(text + "\n"))
        #expect(program.contains("#sourceLocation(file: \"\(PlaySupportSource.fileName)\", line: 1)"))
        #expect(program.contains("func print(_ items: Any..."))
        #expect(program.contains("var trace: LearnPlayTrace"))
    }

    @Test func aLearnersOwnPrintOrTraceWins() {
        let program = PlayBuilder.programText("func print(_ s: String) {}\nlet trace = 1\n")
        #expect(!program.contains("func print(_ items: Any..."))
        #expect(!program.contains("var trace: LearnPlayTrace"))
    }

    @Test func mainAttributeNeedsParseAsLibrary() {
        #expect(PlayBuilder.hasMainAttribute("@main\nstruct App { static func main() {} }"))
        #expect(!PlayBuilder.hasMainAttribute("print(\"@main\")"))
    }

    @Test func stableHashIsTheSameEverywhereAndSeparatesParts() {
        #expect(StableHash.hex("a", "bc") == StableHash.hex("a", "bc"))
        #expect(StableHash.hex("a", "bc") != StableHash.hex("ab", "c"))
        #expect(StableHash.hex("x").count == 16)
    }

    @Test func badFilesAreNamedBeforeAnythingCompiles() throws {
        let dir = try TemporaryFolder.make("play-source")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: PlayError.missingFile(dir + "/nope.swift")) { try PlaySource.load(dir + "/nope.swift") }
        #expect(throws: PlayError.isDirectory(dir)) { try PlaySource.load(dir) }
        _ = FileManager.default.createFile(atPath: dir + "/latin1.swift", contents: Data([0x63, 0xe9, 0x0a]))
        #expect(throws: PlayError.notUTF8(dir + "/latin1.swift")) { try PlaySource.load(dir + "/latin1.swift") }
        try "print(1)\n".write(toFile: dir + "/ok.swift", atomically: true, encoding: .utf8)
        #expect(try PlaySource.load(dir + "/ok.swift").fileName == "ok.swift")
    }

    @Test func trustedFoldersAreRemembered() throws {
        let file = NSTemporaryDirectory() + "trust-\(UUID().uuidString)/trusted-folders"
        let trust = FolderTrust(file: file)
        #expect(!trust.isTrusted("/lessons/a"))
        try trust.trust("/lessons/a")
        try trust.trust("/lessons/a")
        #expect(trust.isTrusted("/lessons/a"))
        #expect(trust.folders == ["/lessons/a"])
    }
}
