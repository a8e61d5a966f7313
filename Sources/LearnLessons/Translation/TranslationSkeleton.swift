import LearnJudge
import LearnTrace

/// What a translation must keep of its source, step by step: every directive, condition,
/// parameter and code region, in order, and the figures of the text between them.
///
/// Text (the prose, a question's and its options' words, a code block's comments when it shows
/// no region) is what a translation changes; everything a run or a check depends on is here.
struct TranslationSkeleton {
    /// One kept step: what must be equal, and the line it is written on.
    struct Item {
        /// Equal in source and translation (a directive's name and parsed condition, a run's
        /// arguments, a region's name and code).
        var key: String
        var position: SourcePosition
    }

    var items: [Item] = []
    /// The `{figures}` of the text before each item (index i: before item i; the last: after
    /// the last item), each with where it is written.
    var figures: [[(written: String, position: SourcePosition)]] = [[]]

    init(_ lesson: Lesson) {
        for step in lesson.steps {
            if case .text(let text) = step.kind {
                figures[figures.count - 1] += Self.figures(in: text, from: step.position)
                continue
            }
            items.append(Item(key: Self.key(step.kind), position: step.position))
            figures.append([])
        }
    }

    /// What must stay equal of a step that is not text.
    static func key(_ kind: LessonStep.Kind) -> String {
        switch kind {
        case .text: "text"
        case .code(let language, let region, let body): region.map { "code \(language) region=\($0)\n\(body)" } ?? "code \(language)"
        case .part(let name): "@part \(name)"
        case .run(let run): "@run " + run.arguments.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
        case .check(let name, let c): "@check \(name): \(c)"
        case .observe(let name, let c): "@observe \(name): \(c)"
        case .goal(let name, let c): "@goal \(name): \(c)"
        case .ifStart(let c): "@if \(c)"
        case .elseBranch: "@else"
        case .end: "@end"
        case .predict(let p): "@predict \(p.name): " + p.options.map { "=> \($0.condition)" }.joined(separator: " ")
        case .pause: "@pause"
        }
    }

    /// The figures written in `text`, which starts at `start`.
    static func figures(in text: String, from start: SourcePosition) -> [(written: String, position: SourcePosition)] {
        var found: [(String, SourcePosition)] = []
        for (offset, line) in LessonText.lines(text).enumerated() {
            for piece in FigureScanner.scan(String(line)).pieces {
                guard case .figure(_, let column) = piece else { continue }
                found.append((LessonRenderer.written(line, column: column), SourcePosition(line: start.line + offset, column: column)))
            }
        }
        return found
    }
}
