import Foundation
import PackagePlugin

/// Embeds the shipped lessons (`Lessons/*.md`) and the demo sources (`Sources/LearnDemos/**/*.swift`)
/// into the LearnLessons module, and the exercises (`Exercises/*`) into the LearnExercises module,
/// so an installed `learn` copied anywhere still has its lessons and exercises, and the lesson
/// validator can compare every code block with the code that really runs. Each module gets its
/// own internal `EmbeddedFiles`, holding only what it reads.
@main
struct EmbedLessons: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let lessons = root.appending(path: "Lessons")
        let demos = root.appending(path: "Sources/LearnDemos")
        let exercises = root.appending(path: "Exercises")
        let inputs =
            target.name == "LearnExercises"
            ? files(under: exercises, ending: ".md") + files(under: exercises, ending: ".swift")
            : files(under: lessons, ending: ".md") + files(under: demos, ending: ".swift")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding lessons, demo sources and exercises into \(target.name)",
                executable: try context.tool(named: "lesson-embedder").url,
                arguments: [output.path, root.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }

    private func files(under dir: URL, ending suffix: String) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where url.lastPathComponent.hasSuffix(suffix) {
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }
}
