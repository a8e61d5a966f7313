import Foundation

/// Makes Swift symbols in a TSan excerpt readable with `swift-demangle --simplified`.
///
/// Best effort: when the tool is not on `PATH` the text comes back unchanged, since a
/// mangled stack still names the file and line.
package enum Demangler {
    package static func simplify(_ text: String) -> String {
        guard let tool = toolPath else { return text }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--simplified"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return text }
        input.fileHandleForWriting.write(Data(text.utf8))
        try? input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !data.isEmpty else { return text }
        return String(decoding: data, as: UTF8.self)
    }

    private static var toolPath: String? {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return dirs.map { "\($0)/swift-demangle" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
