extension Lesson {
    /// The parsed form as plain text, one step per line (golden tests, and for debugging a lesson).
    package var outline: String {
        let h = header
        var lines = [
            "id: \(h.id)", "title: \(h.title)", "summary: \(h.summary)", "level: \(h.level)", "order: \(h.order)",
            "sources: \(h.sources.joined(separator: ", "))", "demo: \(h.demo)", "variants: \(h.variants.joined(separator: ", "))",
        ]
        for step in steps { lines += Self.outline(step) }
        return lines.joined(separator: "\n") + "\n"
    }

    static func outline(_ step: LessonStep) -> [String] {
        let at = "\(step.position)"
        switch step.kind {
        case .text(let text):
            return ["\(at) text"] + LessonText.lines(text).map { "  | \($0)" }
        case .code(let language, let region, let body):
            let head = "\(at) code \(language.isEmpty ? "-" : language)" + (region.map { " region=\($0)" } ?? "")
            return [head] + LessonText.lines(body).map { "  > \($0)" }
        case .part(let name): return ["\(at) part \(name)"]
        case .run(let run): return ["\(at) run" + run.arguments.map { " \($0.name)=\($0.value)@\($0.column)" }.joined()]
        case .check(let name, let c): return ["\(at) check \(name): \(c.source)"]
        case .observe(let name, let c): return ["\(at) observe \(name): \(c.source)"]
        case .goal(let name, let c): return ["\(at) goal \(name): \(c.source)"]
        case .ifStart(let c): return ["\(at) if \(c.source)"]
        case .elseBranch: return ["\(at) else"]
        case .end: return ["\(at) end"]
        case .pause: return ["\(at) pause"]
        case .predict(let p):
            return ["\(at) predict \(p.name): \(p.question)"] + p.options.map { "  - \($0.text) => \($0.condition.source)" }
        }
    }
}
