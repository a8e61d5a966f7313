import Foundation
import LearnLanguage
import LearnLessons
import LearnTrace

/// A lesson as the classroom shows it, part by part: what comes before the first `@part`, then
/// each part (its variant's name) with its steps, read from the parsed lesson.
///
/// Before a part runs, its page shows what the terminal shows before its first `@run`: its text,
/// its code and its predictions (the question and the options, unanswered). What follows the
/// run (the checks, the figures, the explanation) is the lesson engine's own, after the run.
struct LessonParts {
    struct Part {
        let variant: String
        let steps: [LessonStep]
    }

    let intro: [LessonStep]
    let parts: [Part]

    init(_ lesson: Lesson) {
        var intro: [LessonStep] = []
        var parts: [Part] = []
        var current: (String, [LessonStep])?
        for step in lesson.steps {
            if case .part(let name) = step.kind {
                if let (name, steps) = current { parts.append(Part(variant: name, steps: steps)) }
                current = (name, [])
            } else if current != nil {
                current?.1.append(step)
            } else {
                intro.append(step)
            }
        }
        if let (name, steps) = current { parts.append(Part(variant: name, steps: steps)) }
        self.intro = intro
        self.parts = parts
    }

    /// The index of the part `variant`; the first part when nil or unknown.
    func index(of variant: String?) -> Int {
        parts.firstIndex { $0.variant == variant } ?? 0
    }

    /// The questions a part's page asks before its run (the introduction's too on the first
    /// part's page), in the order the page shows them: the page's answers are in this order.
    func questions(before index: Int) -> [String] {
        var out = index == 0 ? Self.questions(intro) : []
        if parts.indices.contains(index) { out += Self.questions(parts[index].steps) }
        return out
    }

    /// The questions of `steps` before the first run or pause, as ``beforeRun`` shows them.
    private static func questions(_ steps: [LessonStep]) -> [String] {
        var out: [String] = []
        for step in steps {
            switch step.kind {
            case .run, .pause: return out
            case .predict(let prediction): out.append(prediction.question)
            default: continue
            }
        }
        return out
    }

    /// The steps before the first run, as HTML: text as the terminal words it (Markdown made
    /// plain), code, and each prediction's question and options.
    static func beforeRun(_ steps: [LessonStep], words: Catalogue, language: Language) -> String {
        var options = RenderOptions.plain
        options.language = language
        options.width = 80
        let markdown = TerminalMarkdown(options: options)
        var out = ""
        for step in steps {
            switch step.kind {
            case .run, .pause: return out
            case .text(let text):
                let shown = markdown.render(text).trimmingCharacters(in: .newlines)
                if !shown.isEmpty { out += "<pre class=\"out\">\(HTMLText.escape(shown))</pre>\n" }
            case .code(_, _, let body):
                out += "<pre class=\"code\">\(HTMLText.escape(body.trimmingCharacters(in: .newlines)))</pre>\n"
            case .predict(let prediction):
                out += "<section class=\"predict\"><h3>\(HTMLText.escape(words(.servePredict, prediction.question)))</h3><p>"
                for (i, option) in prediction.options.enumerated() {
                    out +=
                        "<button type=\"button\" class=\"choice\" aria-pressed=\"false\">\(i + 1). \(HTMLText.escape(option.text))</button> "
                }
                out += "</p><p class=\"note\">\(HTMLText.escape(words(.servePredictNote)))</p></section>\n"
            default: continue
            }
        }
        return out
    }
}
