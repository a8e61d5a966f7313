import LearnDemos
import LearnLanguage

/// What `play --from LESSON` writes: the lesson's demo as a program of its own. The demo's
/// source files, as learn compiles them (each region the lesson shows, byte for byte, between
/// its `// region:` markers), every file of theirs that declares a type they use, and
/// ``frame``: small stand-ins for the part of learn the demo leans on (`ctx`, `Demo`).
/// The program runs the lesson's first variant whose run ends by itself.
package enum ExampleProgram {
    /// The whole file for `lesson`, or nil when its demo is not one of learn's own; its comments
    /// at the top in `words`' language, naming the lesson by `title` (its own by default).
    package static func text(for lesson: Lesson, title: String? = nil, words: Catalogue = Catalogue(.en)) -> String? {
        guard let spec = DemoCatalog.named(lesson.demo), let home = sources.first(where: { declares(lesson.demo, $0.text) }),
            let type = demoType(in: home.text)
        else { return nil }
        let names = spec.variants.map(\.name)
        let ending = spec.variants.filter { $0.outcome == .finishes }.map(\.name)
        guard let variant = (lesson.variants + names).first(where: ending.contains) else { return nil }
        let files = included(lesson)
        var imports = ["import Foundation"]
        for file in files {
            for line in LessonText.lines(file.text) where line.hasPrefix("import ") && !dropped.contains(String(line)) {
                if !imports.contains(String(line)) { imports.append(String(line)) }
            }
        }
        var text = words(.playExampleHeader, title ?? lesson.title, lesson.id, names.joined(separator: ", ")) + "\n\n"
        text += imports.joined(separator: "\n") + "\n\n"
        text += "let lessonContext = DemoContext(\(type).parameters)\n"
        text += "\(type).run(\(type).Variant(rawValue: \"\(variant)\")!, lessonContext)\n"
        text += "lessonContext.waitUntilFinished(seconds: 8)\n"
        for file in files {
            text += "\n// ---- \(file.path) ----\n"
            text += LessonText.lines(file.text).filter { !$0.hasPrefix("import ") && $0 != ignoreMarker }.joined(separator: "\n")
            if !text.hasSuffix("\n") { text += "\n" }
        }
        return text + frame + "\n" + locked
    }

    /// The demo sources a program may hold: not learn's frame (Core) nor its test demos.
    static let sources = EmbeddedFiles.files.filter { file in
        file.path.hasPrefix("Sources/LearnDemos/") && !["Core", "Internal", "Noop"].contains { file.path.contains("/\($0)/") }
    }

    static let ignoreMarker = "// swift-format-ignore-file"
    /// learn's own module: the frame stands in for it.
    static let dropped: Set<String> = ["import LearnTrace"]

    /// `Locked`, copied from learn (Core/Locked.swift), its `package` access dropped.
    static var locked: String {
        let file = EmbeddedFiles.files.first { $0.path == "Sources/LearnDemos/Core/Locked.swift" }?.text ?? ""
        return LessonText.lines(file).filter { !$0.hasPrefix("import ") }.map { String($0) }.joined(separator: "\n")
            .replacing("package ", with: "")
    }

    static func declares(_ id: String, _ text: String) -> Bool { text.contains("static let id = \"\(id)\"") }

    /// `GroupDemo` in `enum GroupDemo: Demo {`.
    static func demoType(in text: String) -> String? {
        for line in LessonText.lines(text) where line.hasPrefix("enum ") && line.contains(": Demo") {
            return String(line.dropFirst(5).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
        return nil
    }

    /// The lesson's demos' files and the files of the regions it shows, and then every file
    /// declaring a type (or extending one) that an included file names.
    static func included(_ lesson: Lesson) -> [(path: String, text: String)] {
        var paths: Set<String> = []
        for id in lesson.demoIDs {
            guard let home = sources.first(where: { declares(id, $0.text) }), let type = demoType(in: home.text) else { continue }
            paths.insert(home.path)
            for file in sources where file.path.contains("/\(type)+") { paths.insert(file.path) }
        }
        for case .code(_, let region?, _) in lesson.steps.map(\.kind) {
            if let file = SourceRegions.shipped.region(region)?.file { paths.insert(file) }
        }
        // A name declared in one file only (`ThreadSafeArray`, not every demo's `Variant`).
        let all = sources.map { (path: $0.path, types: typeNames($0.text)) }
        let counts = Dictionary(all.flatMap(\.types).map { ($0, 1) }, uniquingKeysWith: +)
        let declared = all.map { (path: $0.path, types: $0.types.filter { counts[$0] == 1 }) }
        var grew = true
        while grew {
            let words = identifiers(sources.filter { paths.contains($0.path) }.map(\.text).joined(separator: "\n"))
            var more = declared.filter { !paths.contains($0.path) && !$0.types.isDisjoint(with: words) }.map(\.path)
            // A demo type's extensions (`ActorsDemo+Waiting.swift`) come with it: its `run` calls them.
            for file in sources where paths.contains(file.path) {
                guard let type = demoType(in: file.text) else { continue }
                more += sources.filter { !paths.contains($0.path) && $0.path.contains("/\(type)+") }.map(\.path)
            }
            paths.formUnion(more)
            grew = !more.isEmpty
        }
        let homes = lesson.demoIDs.compactMap { id in sources.first { declares(id, $0.text) }?.path }
        return sources.filter { paths.contains($0.path) }.sorted { a, b in
            (homes.firstIndex(of: a.path) ?? homes.count, a.path) < (homes.firstIndex(of: b.path) ?? homes.count, b.path)
        }
    }

    /// The types a file declares, nested ones included (`class Cell`, `actor RowCounter`).
    static func typeNames(_ text: String) -> Set<String> {
        var names: Set<String> = []
        for line in LessonText.lines(text) where !line.trimming(" \t").hasPrefix("//") {
            let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
            for (index, word) in words.dropLast().enumerated() where ["class", "struct", "enum", "actor", "protocol"].contains(word) {
                if words[index + 1].first?.isUppercase == true { names.insert(String(words[index + 1])) }
            }
        }
        return names
    }

    static func identifiers(_ text: String) -> Set<String> {
        Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    }
}
