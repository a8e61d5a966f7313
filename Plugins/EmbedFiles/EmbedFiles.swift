import Foundation
import PackagePlugin

/// Embeds files into the module that reads them, so an installed `learn` copied anywhere still
/// has them. Each module gets its own internal `EmbeddedFiles`, holding only what it reads:
/// - LearnLessons: the shipped lessons (`Lessons/*.md`) and the demo sources
///   (`Sources/LearnDemos/**/*.swift`), so the lesson validator can compare every code block
///   with the code that really runs;
/// - LearnExercises: the exercises (`Exercises/*`);
/// - LearnPlay: the code `learn play` adds to a learner's program (`Sources/LearnPlay/Support`:
///   the C tracer and the Swift hooks) and the ranking of threads at gates it shares with learn's
///   demo scheduler (`Sources/CLearnSys/include/learn_gate_rank.h`). That folder is excluded from the target's own
///   compilation: a Swift target cannot compile C, and the Swift files belong to the learner's
///   program, not to `learn`.
@main
struct EmbedFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let (root, inputs, what): (URL, [URL], String)
        switch target.name {
        case "LearnExercises":
            let exercises = package.appending(path: "Exercises")
            (root, inputs, what) = (
                package, files(under: exercises, ending: ".md") + files(under: exercises, ending: ".swift"), "exercises"
            )
        case "LearnPlay":
            let sources = package.appending(path: "Sources")
            let support = sources.appending(path: "LearnPlay/Support")
            let names = try FileManager.default.contentsOfDirectory(atPath: support.path)
            let code = names.filter { $0.hasSuffix(".c") || $0.hasSuffix(".swift") }.sorted().map { support.appending(path: $0) }
            // The ranking of threads at gates, which learn's own demo scheduler compiles too.
            let shared = [sources.appending(path: "CLearnSys/include/learn_gate_rank.h")]
            (root, inputs, what) = (sources, code + shared, "learn play's support code")
        default:
            let lessons = files(under: package.appending(path: "Lessons"), ending: ".md")
            (root, inputs, what) = (
                package, lessons + files(under: package.appending(path: "Sources/LearnDemos"), ending: ".swift"), "lessons and demo sources"
            )
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(what) into \(target.name)",
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
