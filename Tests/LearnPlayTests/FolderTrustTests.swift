import Foundation
import LearnPlay
import Testing

/// The trusted-folders file: records that cannot be split, read compatibly.
@Suite struct FolderTrustTests {
    func trust() -> FolderTrust {
        FolderTrust(file: NSTemporaryDirectory() + "trust-\(UUID().uuidString)/trusted-folders")
    }

    @Test func aControlCharacterIsRefusedAndNothingIsWritten() throws {
        let trust = trust()
        #expect(throws: FolderTrust.Refusal.self) { try trust.trust("/lessons/evil\n/lessons/q") }
        #expect(throws: FolderTrust.Refusal.self) { try trust.trust("/lessons/evil\u{1B}[2J") }
        #expect(!FileManager.default.fileExists(atPath: trust.file))
        #expect(!trust.isTrusted("/lessons/evil"))
        #expect(FolderTrust.refusal("/lessons/evil\nq")?.description.contains("evil^Jq") == true)
    }

    /// A file written by an older learn (one path a line) reads as it did; a line that is not
    /// an absolute path is not a record.
    @Test func oldRecordsAreReadAndJunkIsNot() throws {
        let trust = trust()
        try FileManager.default.createDirectory(
            atPath: (trust.file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "/lessons/a\nq\n/lessons/b\u{7}\n/lessons/c\n".write(toFile: trust.file, atomically: true, encoding: .utf8)
        #expect(trust.folders == ["/lessons/a", "/lessons/c"])
        try trust.trust("/lessons/d")
        #expect(try String(contentsOfFile: trust.file, encoding: .utf8) == "/lessons/a\n/lessons/c\n/lessons/d\n")
    }
}
