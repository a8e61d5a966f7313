import Foundation
import LearnPlay
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnCommands

/// A token is input (issue 40): every place one is read answers a hostile one with one sentence
/// and exit 64, in the shell too, which then goes on.
@Suite struct HostileTokenTests {
    /// Tokens no parse takes, each quoted for the shell's words.
    static let hostile: [(name: String, text: String)] = [
        ("z-run", "1zzzzzzz"), ("longer z-run", "1zzzzzzzz"), ("10 KB", String(repeating: "1", count: 10_000)),
        ("non-ASCII", "1é"), ("escape", "1\u{1B}[2J"), ("empty", ""), ("negative", "-1"), ("odd short form", "sB"),
        ("short form past a million", "szzzzzzzB"), ("huge seed", "r99999999999999999999999"),
    ]

    func shell(_ capture: Capture) -> Shell { Shell(session: capture.session(), historyStore: nil) }

    /// What the shell said, unwrapped, once it is checked to be short and free of escapes.
    func sentence(_ capture: Capture, _ name: String) -> String {
        #expect(capture.err.count < 400, "\(name): \(capture.err.prefix(400))")
        #expect(!capture.err.contains("\u{1B}"), "\(name): an escape reached the terminal")
        return capture.err.replacingOccurrences(of: "\n       ", with: " ")
    }

    @Test func theShellsScheduleCommandRefusesEachAndGoesOn() {
        for (name, text) in Self.hostile {
            let capture = Capture()
            let shell = shell(capture)
            #expect(shell.execute("schedule '\(text)'") != 0, "\(name)")
            let said = sentence(capture, name)
            // `-1` reads as an option the command does not have: said as such
            #expect(said.contains("`schedule` takes on, off, or a token") || said.contains("`schedule` has no option"), "\(name): \(said)")
            #expect(shell.execute("schedule off") == 0, "\(name): the shell went on")
        }
    }

    @Test func runReplayRefusesEach() {
        for (name, text) in Self.hostile where !text.hasPrefix("-") {
            let capture = Capture()
            #expect(shell(capture).execute("run race --replay '\(text)'") == 64, "\(name)")
            #expect(sentence(capture, name).contains("--replay takes the token a scheduled run printed"), "\(name): \(capture.err)")
        }
        let capture = Capture()
        #expect(shell(capture).execute("run race --replay=-1") == 64)
    }

    @Test func verifyReplayRefusesEachAndAHugeSeed() {
        let cases = Self.hostile.map { ($0.name, "\($0.text):1") } + [("huge seed", "sB:99999999999999999999"), ("no seed", "sBC")]
        for (name, text) in cases where !text.hasPrefix("-") {
            let capture = Capture()
            #expect(shell(capture).execute("verify race --replay '\(text)'") == 64, "\(name)")
            #expect(sentence(capture, name).contains("is not a schedule to replay"), "\(name): \(capture.err)")
        }
    }

    @Test func playReplayRefusesEachBeforeAnythingIsBuilt() throws {
        let path = NSTemporaryDirectory() + "hostile-\(UUID().uuidString).swift"
        try "print(1)\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let digest = ProgramToken.digest(of: "print(1)\n")
        for (name, text) in Self.hostile where !text.hasPrefix("-") {
            for token in [text, "\(text)@\(digest)", "\(text)@abc"] {
                let capture = Capture()
                #expect(shell(capture).execute("play '\(path)' --replay '\(token)'") == 64, "\(name)")
                #expect(sentence(capture, name).contains("is not a replay token of a file"), "\(name): \(capture.err)")
            }
        }
    }
}
