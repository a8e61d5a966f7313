import ArgumentParser
import LearnDemos
import LearnLanguage
import LearnLessons
import LearnTrace

/// `set name=value`: a parameter default for the rest of the session; `set` alone lists them.
package struct SetCommand: SessionCommand {
    package static let configuration = CommandConfiguration.command("set", about: .aboutSet)
    @Argument(help: ArgumentHelp(.aboutSetAssignments, valueName: "name=value"))
    package var assignments: [String] = []
    package init() {}

    package func execute(in session: Session) throws {
        for text in assignments {
            // `view` is the session's, not a demo's parameter: it is read before the demos' names are
            if text.hasPrefix("view=") {
                try setViews(String(text.dropFirst("view=".count)), in: session)
                continue
            }
            // `lang` too: the language of the lessons and messages from now on
            if text.hasPrefix("lang=") {
                try setLanguage(String(text.dropFirst("lang=".count)), in: session)
                continue
            }
            let a = try Self.assignment(text, lesson: session.openPlayer?.lesson)
            session.overrides[a.name] = a.value
        }
        if assignments.isEmpty {
            if let views = session.views { session.console.line("view=\(SetCommand.words(views))") }
            if let player = session.openPlayer ?? session.lastPlayer {
                listParameters(of: player.lesson, in: session)
                return
            }
            if session.overrides.isEmpty {
                Text.wrap(Catalogue(session.language)(.setNothingSet), width: session.render.width).forEach { session.console.line($0) }
            }
            for (name, value) in session.overrides.sorted(by: { $0.key < $1.key }) { session.console.line("\(name)=\(value)") }
        }
        session.openPlayer?.options.overrides.merge(session.overrides) { _, new in new }
    }

    /// `name=value` for the session: any demo's parameter (the default outlives the open lesson),
    /// but a name no demo has is told against the open lesson's parameters (`windw` → `window`).
    static func assignment(_ text: String, lesson: Lesson?) throws(LearnError) -> Assignment {
        do {
            return try Assignment(parsing: text)
        } catch {
            guard case .badParameter(.unknownName) = error, let lesson else { throw error }
            return try Assignment(parsing: text, for: lesson)
        }
    }

    /// The parameters the lesson's demos take: name, meaning, default, range, unit, and the value set.
    private func listParameters(of lesson: Lesson, in session: Session) {
        let words = Catalogue(session.language)
        for id in lesson.demoIDs {
            guard let spec = DemoCatalog.all.first(where: { $0.id == id }) else { continue }
            session.console.line(words(.setDemoTakes, id, lesson.id))
            if spec.parameters.isEmpty { session.console.line(words(.setNoParameters)) }
            let width = spec.parameters.map(\.name.count).max() ?? 0
            for p in spec.parameters {
                let now = session.overrides[p.name].map { words(.setNowSetTo, $0) } ?? ""
                let head = "  " + p.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                let text = spec.described(p, in: session.language) + now
                for line in Text.hanging(head, text, width: session.render.width) { session.console.line(line) }
            }
        }
    }

    /// `set view=lanes,summary`: the views after every run from now on, instead of the lesson's.
    private func setViews(_ text: String, in session: Session) throws {
        let parsed = TraceViewSet.parse(text)
        guard parsed.problems.isEmpty else {
            throw LearnError.nothingToDo(
                Catalogue(session.language)(.setViewTakes, TraceView.names.joined(separator: ", "), text))
        }
        session.views = parsed.views
        session.openPlayer?.options.views = parsed.views
    }

    /// `set lang=ko`: lessons opened from now on, and the open one's fixed words, in that language.
    private func setLanguage(_ text: String, in session: Session) throws {
        guard let language = Language(code: text) else {
            throw LearnError.nothingToDo(Catalogue(session.language)(.shellLangTakes, Language.codes, text))
        }
        session.language = language
        session.openPlayer?.options.render.language = language
        session.console.line(Catalogue(language)(.languageNow, language.name))
    }

    /// `lanes,summary`, or `none`.
    static func words(_ views: TraceViewSet) -> String {
        views.ordered.isEmpty ? TraceViewSet.noneWord : views.ordered.map(\.rawValue).joined(separator: ",")
    }
}
