import Foundation
import LearnShell
import Testing

@Suite struct HistoryStoreTests {
    /// A fresh folder under the temporary directory.
    func folder() -> String {
        let dir = NSTemporaryDirectory() + "learn-history-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func savesAndLoadsLinesInOrder() throws {
        let store = HistoryStore(path: folder() + "/state/learn/history")
        #expect(store.load().isEmpty)
        try store.save(["list", "run barrier --variant unsafe", "set iterations=10"])
        #expect(store.load() == ["list", "run barrier --variant unsafe", "set iterations=10"])
    }

    @Test func isPrivate() throws {
        let store = HistoryStore(path: folder() + "/history")
        try store.save(["list"])
        let attributes = try FileManager.default.attributesOfItem(atPath: store.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func isBounded() throws {
        let store = HistoryStore(path: folder() + "/history", limit: 5)
        try store.save((1...12).map { "line \($0)" })
        #expect(store.load() == (8...12).map { "line \($0)" })
    }

    @Test func replacesTheFileAtomicallyAndLeavesNoTemporaryFile() throws {
        let dir = folder()
        let store = HistoryStore(path: dir + "/history")
        try store.save(["one"])
        let before = try FileManager.default.attributesOfItem(atPath: store.path)[.systemFileNumber] as? NSNumber
        try store.save(["one", "two"])
        let after = try FileManager.default.attributesOfItem(atPath: store.path)[.systemFileNumber] as? NSNumber
        // A new inode: the old file was replaced by rename, never truncated in place.
        #expect(before != after)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["history", "history.lock"])
    }

    @Test func aNewlineInALineCannotSplitIt() throws {
        let store = HistoryStore(path: folder() + "/history")
        try store.save(["a\nb"])
        #expect(store.load() == ["a b"])
    }

    @Test func anUnwritablePlaceIsAnErrorThatSaysWhatToDo() {
        let store = HistoryStore(path: "/proc/learn-cannot/history")
        #expect(throws: (any Error).self) { try store.save(["x"]) }
    }

    @Test func defaultPathFollowsXDG() {
        #expect(HistoryStore.defaultPath(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/learn/history")
        #expect(HistoryStore.defaultPath(environment: ["HOME": "/h"]) == "/h/.local/state/learn/history")
        #expect(HistoryStore.defaultPath(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]) == "/h/.local/state/learn/history")
        #expect(HistoryStore.defaultPath(environment: [:]) == nil)
    }

    @Test func twoStoresOnOneFileKeepBothTheirLines() throws {
        let path = folder() + "/history"
        let a = HistoryStore(path: path), b = HistoryStore(path: path)
        for i in 1...10 {
            try a.append("a \(i)")
            try b.append("b \(i)")
        }
        #expect(Set(a.load()) == Set((1...10).flatMap { ["a \($0)", "b \($0)"] }))
    }

    @Test func aSymlinkAtTheHistoryIsNeitherReadNorWrittenThrough() throws {
        let dir = folder()
        try "secret\n".write(toFile: dir + "/target", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/history", withDestinationPath: dir + "/target")
        let store = HistoryStore(path: dir + "/history")
        #expect(store.load().isEmpty)
        #expect(throws: HistoryError.self) { try store.append("list") }
        #expect(try String(contentsOfFile: dir + "/target", encoding: .utf8) == "secret\n")
    }

    @Test func onlyTheTailOfAHugeHistoryIsRead() throws {
        let dir = folder()
        let text = (1...200_000).map { "line \($0)\n" }.joined()
        try text.write(toFile: dir + "/history", atomically: false, encoding: .utf8)
        let lines = HistoryStore(path: dir + "/history").load()
        #expect(lines == (199_001...200_000).map { "line \($0)" })
    }

    /// The attack of issue 40: a line of 3 MB at the end of the file (a paste, or a file written by
    /// something else) made the next save keep only the new line.
    @Test func aThreeMegabyteLineDoesNotLoseTheLinesBeforeIt() throws {
        let dir = folder()
        let before = (1...100).map { "line \($0)" }
        let long = String(repeating: "x", count: 3 << 20)
        try (before.map { $0 + "\n" }.joined() + long + "\n").write(toFile: dir + "/history", atomically: false, encoding: .utf8)
        let store = HistoryStore(path: dir + "/history")
        #expect(store.load() == before)
        try store.append("list")
        #expect(store.load() == before + ["list"])
    }

    /// A long line anywhere is skipped, and the lines on both sides of it are kept, however the
    /// line falls across the blocks the file is read in.
    @Test func aLongLineInTheMiddleIsSkippedAndTheOthersKept() throws {
        let dir = folder()
        for length in [HistoryStore.longestLine + 1, 65_535, 65_536, 65_537, 200_000] {
            let lines = (1...30).map { "line \($0)" }
            let text =
                lines[..<10].map { $0 + "\n" }.joined() + String(repeating: "y", count: length) + "\n"
                + lines[10...].map { $0 + "\n" }.joined()
            try text.write(toFile: dir + "/history", atomically: false, encoding: .utf8)
            let loaded = HistoryStore(path: dir + "/history").load()
            #expect(loaded.map(\.utf8.count).max() ?? 0 < 100, "the long line is skipped, never cut")
            #expect(loaded.filter { $0.utf8.count < 100 } == lines, "a line of \(length) bytes")
        }
    }

    @Test func aLineAtTheBoundIsKeptAndOnePastItIsNotSaved() throws {
        let store = HistoryStore(path: folder() + "/history")
        let longest = String(repeating: "z", count: HistoryStore.longestLine)
        try store.append("list")
        try store.append(longest)
        try store.append(longest + "z")
        #expect(store.load().map(\.utf8.count) == [4, HistoryStore.longestLine])
    }

    @Test func aFileWithoutALastNewlineKeepsItsLastLine() throws {
        let dir = folder()
        try "one\ntwo\nthree".write(toFile: dir + "/history", atomically: false, encoding: .utf8)
        #expect(HistoryStore(path: dir + "/history").load() == ["one", "two", "three"])
    }
}
