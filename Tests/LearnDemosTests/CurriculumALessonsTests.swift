import Foundation
import LearnDemos
import Testing

/// Until the lesson engine lands here: the curriculum lessons (threads … freeze)
/// show exactly the code their demos run, and name only what their demos have.
@Suite("curriculum: lesson files")
struct CurriculumALessonsTests {
    static let ids = ["threads", "queues", "qos", "workitem", "group", "freeze"]
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: ids)
    func regionBlocksEqualTheDemoSources(id: String) throws {
        let lesson = try String(contentsOf: Self.root.appendingPathComponent("Lessons/\(id).md"), encoding: .utf8)
        let regions = try Self.sourceRegions()
        var blocks = 0
        var lines = lesson.components(separatedBy: "\n")[...]
        while let line = lines.popFirst() {
            guard line.hasPrefix("```swift region=") else { continue }
            let name = String(line.dropFirst("```swift region=".count))
            var body: [String] = []
            while let next = lines.popFirst(), next != "```" { body.append(next) }
            #expect(regions[name] == body, "\(id).md: region \(name) differs from the source")
            blocks += 1
        }
        #expect(blocks > 0)
    }

    @Test(arguments: ids)
    func headerPartsRunsAndLabelsMatchTheDemo(id: String) throws {
        let lesson = try String(contentsOf: Self.root.appendingPathComponent("Lessons/\(id).md"), encoding: .utf8)
        let lines = lesson.components(separatedBy: "\n")
        let end = try #require(lines.dropFirst().firstIndex(of: "---"))
        var header: [String: String] = [:]
        for line in lines[1..<end] {
            let kv = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            header[kv[0]] = kv[1]
        }
        #expect(Set(header.keys) == ["id", "title", "summary", "level", "order", "sources", "demo", "variants"])
        #expect(header["id"] == id)
        let demo = try #require(DemoCatalog.named(header["demo"] ?? ""))
        let variants = (header["variants"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let parts = lines.filter { $0.hasPrefix("@part ") }.map { String($0.dropFirst(6)) }
        #expect(parts == variants)
        for v in variants { #expect(demo.variant(named: v) != nil, "\(id): variant \(v)") }
        for line in lines where line.hasPrefix("@run") {
            for word in line.split(separator: " ").dropFirst() where word.contains("=") {
                let kv = word.split(separator: "=", maxSplits: 1).map(String.init)
                if ["view", "repeat", "demo", "variant"].contains(kv[0]) { continue }
                let parameter = try #require(demo.parameter(named: kv[0]), "\(id): \(line)")
                #expect(parameter.validate(kv[1]) == nil, "\(id): \(line)")
            }
        }
        for label in Self.conditionLabels(lines) {
            #expect(demo.labels.contains(label), "\(id): `\(label)` is not a label of \(demo.id)")
        }
    }

    /// Labels named by `@check`/`@observe` conditions (the forms these lessons use).
    static func conditionLabels(_ lines: [String]) -> [String] {
        var labels: [String] = []
        for line in lines where line.hasPrefix("@check ") || line.hasPrefix("@observe ") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let words = tokens(String(line[line.index(after: colon)...]))
            guard let op = words.first else { continue }
            switch op {
            case "before", "overlap", "no-overlap": labels += words.dropFirst().prefix(2).filter { $0 != "*" }
            case "count", "threads", "on-main", "off-main": labels += words.dropFirst().prefix(1)
            case "value":
                labels += words.dropFirst().prefix(1)
                if words.count > 3, Double(words[3]) == nil { labels.append(words[3]) }
            default: break
            }
        }
        return labels
    }

    /// Splits a condition into words, keeping "quoted labels" whole.
    static func tokens(_ text: String) -> [String] {
        var out: [String] = [], current = "", quoted = false
        for c in text {
            if c == "\"" { quoted.toggle(); continue }
            if c == " " && !quoted { if !current.isEmpty { out.append(current) }; current = ""; continue }
            current.append(c)
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// Every `// region: name` … `// endregion` in the demo sources, common indentation removed.
    static func sourceRegions() throws -> [String: [String]] {
        var regions: [String: [String]] = [:]
        let dir = root.appendingPathComponent("Sources/LearnDemos")
        let files = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files {
            var name: String?
            var body: [String] = []
            for line in try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// region: ") { name = String(trimmed.dropFirst(11)); body = []; continue }
                if trimmed == "// endregion", let n = name { regions[n] = dedent(body); name = nil; continue }
                if name != nil { body.append(line) }
            }
        }
        return regions
    }

    static func dedent(_ lines: [String]) -> [String] {
        let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.count >= indent ? String($0.dropFirst(indent)) : "" }
    }
}
