import Foundation
import LearnPlay
import LearnTestSupport
import Testing

/// `verify --watch` follows the file across a recreated exercises folder: `rm -rf` of the
/// folder is said, and once the folder is made again a save there is verified.
@Suite(.tags(.tmux, .swiftc), .slow, .needsTmux, .needsToolchain)
struct ExerciseWatchFolderTests {
    @Test func watchFollowsTheFileAcrossARecreatedFolder() throws {
        let term = Terminal()
        defer { term.close() }
        let (folder, _) = try ExerciseTests.watchRace(in: term)
        try FileManager.default.removeItem(atPath: folder)
        let gone = try term.waitFor(30) { $0.contains("is gone") }
        #expect(gone.contains("Waiting for"), "\(gone)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let fixed = try String(contentsOfFile: ExerciseTests.solution, encoding: .utf8)
        try fixed.write(toFile: folder + "/race.swift", atomically: false, encoding: .utf8)
        try ExerciseTests.expectPassedThenStop(term)
    }
}
