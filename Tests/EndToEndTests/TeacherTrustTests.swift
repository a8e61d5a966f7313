import Foundation
import LearnPlay
import LearnTestSupport
import Testing

/// Trust cannot be fooled: a folder named with a newline never writes a record that trusts
/// its sibling, and the file compiled is the file that was asked about, even when a symbolic
/// link is swapped in while the `[y/N]` question waits.
@Suite(.tags(.tmux, .swiftc), .slow, .needsToolchain, .needsTmux)
struct TeacherTrustTests {
    /// A copy of the teacher fixture (`bank.md`, `bank.swift`) in `base/name`.
    func lessonFolder(_ base: String, _ name: String) throws -> String {
        let folder = base + "/" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for file in ["bank.md", "bank.swift"] {
            try FileManager.default.copyItem(atPath: TeacherCodeTests.folder + "/" + file, toPath: folder + "/" + file)
        }
        return folder
    }

    @Test func aFolderNamedWithANewlineIsNeverTrustedNorWrittenRaw() throws {
        let term = Terminal()
        term.environment = PlayTests.environment
        let base = term.home.path + "/lessons"
        let sibling = try lessonFolder(base, "evil")
        let evil = try lessonFolder(base, "evil\nq")
        try term.start(["--lessons", evil, "run", "bank"])
        let screen = try term.waitFor(60) { $0.contains("EXIT=") || $0.contains("[y/N]") }
        if screen.contains("[y/N]") { try term.send("y", "Enter") }
        let ended = try term.waitFor(120) { $0.contains("EXIT=") }
        // learn wraps its error at the terminal's width, under its start: read it as one line
        let log = LearnBinary.unwrapped(try term.scrollback()).replacingOccurrences(of: "\n", with: "")
        #expect(!screen.contains("[y/N]"), "a folder learn cannot record is not asked about")
        #expect(log.contains("evil^Jq has a control"), "\(log)")
        #expect(ended.contains("EXIT=64"))
        let records = (try? String(contentsOfFile: term.home.path + "/state/learn/trusted-folders", encoding: .utf8)) ?? ""
        #expect(!records.split(separator: "\n").contains { $0 == sibling }, "\(records)")
        // The sibling is not trusted: without a terminal its code is never compiled.
        let piped = try LearnBinary.built.run(
            ["--lessons", sibling, "run", "bank"], home: term.home, environment: PlayTests.environment)
        #expect(piped.errSaid.contains("no code was compiled"), "\(piped.out)\(piped.err)")
    }

    @Test func aLinkSwappedInWhileTheQuestionWaitsIsNotCompiled() throws {
        let term = Terminal()
        term.environment = PlayTests.environment
        let folder = try lessonFolder(term.home.path + "/lessons", "bank")
        let outside = term.home.path + "/outside.swift"
        try "print(\"OUTSIDE THE FOLDER\")\n".write(toFile: outside, atomically: true, encoding: .utf8)
        try term.start(["--lessons", folder, "run", "bank"])
        _ = try term.waitFor(60) { $0.contains("[y/N]") }
        try FileManager.default.removeItem(atPath: folder + "/bank.swift")
        try FileManager.default.createSymbolicLink(atPath: folder + "/bank.swift", withDestinationPath: outside)
        try term.send("y", "Enter")
        let ended = try term.waitFor(180) { $0.contains("EXIT=") }
        let log = try term.scrollback()
        #expect(!log.contains("OUTSIDE THE FOLDER"), "\(log)")
        #expect(log.contains("The balance is 30."), "the file asked about ran: \(log)")
        #expect(ended.contains("EXIT=0"), "\(log)")
    }
}
