import Foundation
import LearnLessons
import Testing

@Suite("Progress store")
struct ProgressStoreTests {
    func freshDirectory(_ name: String) -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("learn-progress-\(getpid())-\(name)").path
        try? FileManager.default.removeItem(atPath: dir)
        return dir
    }

    @Test("completions are kept across stores, in a 0600 file, with no temporary file left")
    func roundTrip() throws {
        let dir = freshDirectory("round")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = ProgressStore(directory: dir)
        #expect(store.completed().isEmpty)
        store.markCompleted("barrier")
        store.markCompleted("race")
        store.recordPrediction(lesson: "race", name: "lost", question: "Lost?", chosen: "yes", agreed: true)
        let again = ProgressStore(directory: dir)
        #expect(again.completed() == ["barrier", "race"])
        #expect(again.predictions().map(\.chosen) == ["yes"])
        #expect(again.takeWarning() == nil)
        let attributes = try FileManager.default.attributesOfItem(atPath: store.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect((try FileManager.default.contentsOfDirectory(atPath: dir)) == ["progress.json"])
    }

    @Test("a corrupt file is set aside once, reported once, and things go on")
    func corrupt() throws {
        let dir = freshDirectory("corrupt")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: URL(fileURLWithPath: dir + "/progress.json"))
        let store = ProgressStore(directory: dir)
        #expect(store.completed().isEmpty)
        let warning = try #require(store.takeWarning())
        #expect(warning.contains("set aside as"))
        #expect(store.takeWarning() == nil)
        store.markCompleted("barrier")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(names.count == 2)
        #expect(names[0] == "progress.json")
        #expect(names[1].hasPrefix("progress.json.corrupt-"))
        let aside = try String(contentsOfFile: dir + "/" + names[1], encoding: .utf8)
        #expect(aside == "{not json", "the corrupt file is kept, not deleted")
        #expect(ProgressStore(directory: dir).completed() == ["barrier"])
    }

    @Test("the default directory follows XDG_STATE_HOME or ~/.local/state")
    func defaultDirectory() {
        let dir = ProgressStore.defaultDirectory
        if let state = ProcessInfo.processInfo.environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            #expect(dir == state + "/learn")
        } else {
            #expect(dir.hasSuffix("/.local/state/learn"))
        }
    }
}
