import Foundation
import PackagePlugin

/// Generates LearnLanguage's typed message keys (`MessageKey`) from the English message files
/// and embeds every language's files (`Sources/LearnLanguage/Messages/LANG/AREA.txt`), the way
/// swift-format generates its rule registry: a new message is a line in each language's file,
/// and a malformed line, a key written twice, a translation of no English message or one with
/// other arguments fails the build at its file and line.
@main
struct EmbedMessages: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let messages = context.package.directoryURL.appending(path: "Sources/LearnLanguage/Messages")
        let inputs = ((try? FileManager.default.subpathsOfDirectory(atPath: messages.path)) ?? []).filter { $0.hasSuffix(".txt") }
            .sorted().map { messages.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL
        return [
            .buildCommand(
                displayName: "Generating message keys and embedding message files into \(target.name)",
                executable: try context.tool(named: "message-compiler").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output.appending(path: "MessageKey.swift"), output.appending(path: "EmbeddedMessages.swift")]
            )
        ]
    }
}
