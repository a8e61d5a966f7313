import ArgumentParser

/// The lesson (or demo), its part and `--set name=value`, as `run` and `explore` name them: one
/// definition, so their names, help and completion are the same in both (and in the shell's completer).
package struct LessonPartOptions: ParsableArguments {
    @Argument(help: ArgumentHelp(.aboutLessonPartLesson), completion: .custom(Completions.lessonIDs))
    package var lesson: String

    @Option(
        help: ArgumentHelp(.aboutLessonPartVariant),
        completion: .custom(Completions.variants))
    package var variant: String?

    /// The `--set` values given, in order.
    @Option(
        name: .customLong("set"), help: ArgumentHelp(.aboutParameterAssignments, valueName: "name=value"),
        completion: .custom(Completions.parameterNames))
    package var assignments: [String] = []

    package init() {}
}

/// A command that names a lesson's part (``LessonPartOptions``): its lesson, variant and `--set`
/// values, read the same way in each.
package protocol LessonPartCommand {
    var part: LessonPartOptions { get }
}

extension LessonPartCommand {
    package var lesson: String { part.lesson }
    package var variant: String? { part.variant }
    package var assignments: [String] { part.assignments }
}
