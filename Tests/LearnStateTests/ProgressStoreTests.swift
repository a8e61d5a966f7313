import Foundation
import LearnLanguage
import LearnState
import Synchronization
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
        #expect((try FileManager.default.contentsOfDirectory(atPath: dir)).sorted() == ["progress.json", "progress.json.lock"])
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
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted().filter { !$0.hasSuffix(".lock") }
        #expect(names.count == 2)
        #expect(names[0] == "progress.json")
        #expect(names[1].hasPrefix("progress.json.corrupt-"))
        let aside = try String(contentsOfFile: dir + "/" + names[1], encoding: .utf8)
        #expect(aside == "{not json", "the corrupt file is kept, not deleted")
        #expect(ProgressStore(directory: dir).completed() == ["barrier"])
    }

    @Test("a progress file too large to be learn's is set aside unread, said once, and things go on")
    func tooLarge() throws {
        let dir = freshDirectory("large")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        // Valid JSON, 52 MB of it: read whole it took learn to 462 MB.
        let path = dir + "/progress.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data("{\"completed\":[\"".utf8))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        for _ in 0..<52 { try handle.write(contentsOf: Data(repeating: UInt8(ascii: "x"), count: 1 << 20)) }
        try handle.write(contentsOf: Data("\"]}".utf8))
        try handle.close()
        let store = ProgressStore(directory: dir)
        #expect(store.completed().isEmpty)
        let warning = try #require(store.takeWarning())
        #expect(warning.contains("is over 4 MB") && warning.contains("set aside as"), "\(warning)")
        #expect(store.takeWarning() == nil)
        store.markCompleted("barrier")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted().filter { !$0.hasSuffix(".lock") }
        #expect(names.count == 2 && names[1].hasPrefix("progress.json.too-large-"), "\(names)")
        #expect(ProgressStore(directory: dir).completed() == ["barrier"])
    }

    /// Issue 40's other attack on the file: 100 MB of NUL bytes took learn to 209 MB. Over the
    /// cap it is set aside by its size, unread (the file here is sparse: it costs no disk); a
    /// small one is not JSON and is set aside as corrupt.
    @Test("a progress file of NUL bytes is set aside, large or small")
    func nulBytes() throws {
        for (size, kind) in [(100 << 20, "too-large"), (4096, "corrupt")] {
            let dir = freshDirectory("nul-\(kind)")
            defer { try? FileManager.default.removeItem(atPath: dir) }
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            let fd = open(dir + "/progress.json", O_WRONLY | O_CREAT, 0o600)
            #expect(fd >= 0 && ftruncate(fd, off_t(size)) == 0)
            close(fd)
            let store = ProgressStore(directory: dir)
            #expect(store.completed().isEmpty)
            #expect(store.takeWarning() != nil)
            let names = try FileManager.default.contentsOfDirectory(atPath: dir)
            #expect(names.contains { $0.hasPrefix("progress.json.\(kind)-") }, "\(names)")
        }
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

    @Test("two corrupt files in the same second are both kept aside")
    func setAsideNeverReplaces() throws {
        let dir = freshDirectory("aside")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for text in ["{first", "{second", "{third"] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/progress.json"))
            #expect(ProgressStore(directory: dir).completed().isEmpty)
        }
        let aside = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(".corrupt-") }
        let kept = try Set(aside.map { try String(contentsOfFile: dir + "/" + $0, encoding: .utf8) })
        #expect(kept == ["{first", "{second", "{third"])
    }

    @Test("two stores on one folder merge: neither writes back what it read at start")
    func merge() throws {
        let dir = freshDirectory("merge")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = ProgressStore(directory: dir), b = ProgressStore(directory: dir)
        #expect(a.completed().isEmpty && b.completed().isEmpty)
        a.markCompleted("barrier")
        b.markCompleted("race")
        #expect(ProgressStore(directory: dir).completed() == ["barrier", "race"])
    }

    @Test("a save that fails is reported each time, with the path and the reason in words")
    func failedSave() throws {
        let problems = Mutex<[Words]>([])
        let store = ProgressStore(directory: "/proc/learn-cannot") { message in problems.withLock { $0.append(message) } }
        store.markCompleted("barrier")
        store.markCompleted("race")
        let said = problems.withLock { $0 }
        #expect(said.count == 2)
        #expect(
            said.map(\.description).allSatisfy {
                $0.contains("/proc/learn-cannot") && $0.contains("progress is not saved") && !$0.contains("Domain=")
            })
        // the same facts, said in the reader's language
        #expect(said.map { $0.said(in: .ko) }.allSatisfy { $0.contains("/proc/learn-cannot") && $0.contains("진행 상황을 저장하지 못했습니다") })
    }

    @Test("no state folder: nothing is written, and that is said once")
    func noDirectory() {
        let problems = Mutex<[Words]>([])
        let store = ProgressStore(directory: "") { message in problems.withLock { $0.append(message) } }
        store.markCompleted("barrier")
        store.markCompleted("race")
        #expect(store.completed().isEmpty)
        #expect(problems.withLock { $0.count } == 1)
    }

    @Test("the default directory is XDG_STATE_HOME/learn when absolute, else HOME/.local/state/learn, else none")
    func defaultDirectory() {
        #expect(ProgressStore.defaultDirectory(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/learn")
        #expect(ProgressStore.defaultDirectory(environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"]) == "/h/.local/state/learn")
        #expect(ProgressStore.defaultDirectory(environment: ["XDG_STATE_HOME": "", "HOME": "/h"]) == "/h/.local/state/learn")
        #expect(ProgressStore.defaultDirectory(environment: ["HOME": "/h"]) == "/h/.local/state/learn")
        #expect(ProgressStore.defaultDirectory(environment: ["HOME": ""]) == "")
    }
}
