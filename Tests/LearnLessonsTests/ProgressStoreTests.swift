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

    @Test("predictions come back in the order they were made, with what was asked and chosen")
    func predictionsInOrder() {
        let dir = freshDirectory("predictions")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = ProgressStore(directory: dir)
        store.recordPrediction(lesson: "race", name: "lost", question: "Lost?", chosen: "yes", agreed: true)
        store.recordPrediction(lesson: "barrier", name: "order", question: "Which first?", chosen: "write", agreed: false)
        store.markCompleted("race")
        store.markCompleted("race")
        let again = ProgressStore(directory: dir)
        #expect(again.completed() == ["race"])
        let made = again.predictions()
        #expect(made.map(\.lesson) == ["race", "barrier"])
        #expect(made.map(\.name) == ["lost", "order"])
        #expect(made.map(\.question) == ["Lost?", "Which first?"])
        #expect(made.map(\.chosen) == ["yes", "write"])
        #expect(made.map(\.agreed) == [true, false])
    }

    @Test("a directory that cannot be written is reported once; the session keeps its progress in memory")
    func unwritable() throws {
        let store = ProgressStore(directory: "/dev/null/learn")
        store.markCompleted("barrier")
        let warning = try #require(store.takeWarning())
        #expect(warning.hasPrefix("cannot save progress in /dev/null/learn"))
        #expect(store.takeWarning() == nil)
        #expect(store.completed() == ["barrier"])
    }

    @Test("the default directory is XDG_STATE_HOME/learn when absolute, else HOME/.local/state/learn")
    func defaultDirectory() {
        #expect(ProgressStore.defaultDirectory(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/learn")
        #expect(ProgressStore.defaultDirectory(environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"]) == "/h/.local/state/learn")
        #expect(ProgressStore.defaultDirectory(environment: ["XDG_STATE_HOME": "", "HOME": "/h"]) == "/h/.local/state/learn")
        #expect(ProgressStore.defaultDirectory(environment: ["HOME": "/h"]) == "/h/.local/state/learn")
    }
}
