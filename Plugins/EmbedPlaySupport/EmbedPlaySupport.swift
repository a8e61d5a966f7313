import Foundation
import PackagePlugin

/// Embeds the code `learn play` adds to a learner's program (`Sources/LearnPlay/Support`: the C
/// tracer and the Swift hooks) into the LearnPlay module, so an installed `learn` copied anywhere
/// still has it. The folder is excluded from the target's own compilation: a Swift target cannot
/// compile C, and the Swift files belong to the learner's program, not to `learn`.
@main
struct EmbedPlaySupport: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let support = context.package.directoryURL.appending(path: "Sources/LearnPlay/Support")
        let names = try FileManager.default.contentsOfDirectory(atPath: support.path)
        let inputs = names.filter { $0.hasSuffix(".c") || $0.hasSuffix(".swift") }.sorted().map { support.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding learn play's support code",
                executable: try context.tool(named: "lesson-embedder").url,
                arguments: [output.path, support.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
