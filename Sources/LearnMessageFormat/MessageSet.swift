/// The messages of one language, read from its files, and what is wrong with them: each
/// problem as `file:line: error: message`, the way a compiler says it (SwiftPM shows it as a
/// build error). The generator (`message-compiler`) fails the build on any.
package struct MessageSet {
    /// One message: its texts by form (a plain message has one, under nil) and where it was written.
    package struct Message {
        package var texts: [PluralForm?: String] = [:]
        package var file: String
        package var line: Int
        package var isPlural: Bool { texts.keys.contains { $0 != nil } }
        /// Every argument place the message's forms use.
        package var placeholders: Set<Int> { texts.values.reduce(into: []) { $0.formUnion(Placeholders.of($1)) } }
    }

    package let language: String
    /// The keys in the order of the files (sorted by name) and of their lines.
    package private(set) var order: [String] = []
    package private(set) var messages: [String: Message] = [:]
    private var found: [Diagnostic] = []

    /// What is wrong, in the order of the files and their lines.
    package var errors: [Diagnostic] { found.sorted { ($0.file, $0.line) < ($1.file, $1.line) } }

    /// One problem at a file's line, said as a compiler says it: `file:line: error: message`.
    package struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
        package let file: String
        package let line: Int
        package let message: String
        package var description: String { "\(file):\(line): error: \(message)" }

        package init(file: String, line: Int, message: String) {
            self.file = file
            self.line = line
            self.message = message
        }
    }

    /// The messages of `files` (`(path, text)`), all of `language`.
    package init(language: String, files: [(path: String, text: String)]) {
        self.language = language
        for (path, text) in files {
            let (entries, problems) = MessageFile.read(text)
            for problem in problems { error(path, problem.line, problem.message) }
            for entry in entries { add(entry, file: path) }
        }
        checkForms()
    }

    private mutating func add(_ entry: MessageFile.Entry, file: String) {
        if let form = entry.form, !PluralForm.forms(of: language).contains(form) {
            let forms = PluralForm.forms(of: language).map { "`\($0.rawValue)`" }.joined(separator: ", ")
            return error(file, entry.line, "`\(entry.key).\(form.rawValue)`: the plural forms of `\(language)` are \(forms)")
        }
        guard var message = messages[entry.key] else {
            order.append(entry.key)
            messages[entry.key] = Message(texts: [entry.form: entry.text], file: file, line: entry.line)
            return
        }
        let first = "\(message.file):\(message.line)"
        if message.texts[entry.form] != nil {
            return error(file, entry.line, "`\(entry.key)` is written twice (first at \(first))")
        }
        if entry.form == nil || message.texts[nil] != nil {
            return error(file, entry.line, "`\(entry.key)` is both a plain and a plural message (first at \(first))")
        }
        message.texts[entry.form] = entry.text
        messages[entry.key] = message
    }

    /// A plural message has every form of its language.
    private mutating func checkForms() {
        for key in order {
            guard let message = messages[key], message.isPlural else { continue }
            let missing = PluralForm.forms(of: language).filter { message.texts[$0] == nil }
            if !missing.isEmpty {
                let names = missing.map { "`\(key).\($0.rawValue)`" }.joined(separator: ", ")
                error(message.file, message.line, "the plural message `\(key)` has no \(names)")
            }
        }
    }

    /// What is wrong with this translation of `english`: a key English has not, a plural English
    /// does not make plural, other argument places.
    package mutating func check(against english: MessageSet) {
        for key in order {
            guard let message = messages[key] else { continue }
            // words keyed by id have their English in the code that makes the id (a demo's)
            guard let source = english.messages[key] else {
                if MessageFile.isID(key) { continue }
                error(message.file, message.line, "`\(key)` is not an English message: add it to the English file of its area first")
                continue
            }
            if message.isPlural && !source.isPlural {
                error(message.file, message.line, "`\(key)` is plural here but not in English (\(source.file):\(source.line))")
            }
            if message.placeholders != source.placeholders {
                let said = { (places: Set<Int>) in places.isEmpty ? "no argument" : places.sorted().map { "{\($0)}" }.joined(separator: " ")
                }
                error(
                    message.file, message.line,
                    "`\(key)` uses \(said(message.placeholders)) but its English message uses \(said(source.placeholders))")
            }
        }
    }

    private mutating func error(_ file: String, _ line: Int, _ message: String) {
        found.append(Diagnostic(file: file, line: line, message: message))
    }
}
