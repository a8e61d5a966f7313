import Foundation
import LearnLanguage
import LearnRunner
import LearnTrace

extension PlayBuilder {
    /// Compiles the staged copy (the learner's text alone) into `staging/program` with the
    /// tools ``CompilePlan`` names: the frontend, then the linker with the support module's object.
    /// The compiler's messages are the frontend's, as `swiftc` prints them, naming the learner's file.
    func compile(_ source: PlaySource, _ stagedCopy: String, in staging: String, with module: PlaySupportModule) throws(PlayError) {
        let object = staging + "/program.o"
        defer { unlink(object) }  // linked into the program: no use kept
        let frontend = module.plan.compile(
            stagedCopy, into: object, parseAsLibrary: Self.hasMainAttribute(source.text), importing: (module.folder, PlaySupportModule.name)
        )
        try run(frontend, for: source, stagedCopy)
        guard let libraries = AutolinkEntries.read(object) else {
            throw .setupFailed(Words(.setupLibraries, VisibleText.name(source.path), object))
        }
        var wanted = libraries
        for library in module.libraries where !wanted.contains(library) { wanted.append(library) }
        try run(module.plan.link([object, module.object], libraries: wanted, into: staging + "/program"), for: source, stagedCopy)
    }

    /// Runs one tool of the build; its messages, when it fails, as the learner's compile errors.
    private func run(_ command: [String], for source: PlaySource, _ stagedCopy: String) throws(PlayError) {
        guard let tool = command.first else { throw .setupFailed(Words(.setupNoTool)) }
        let result = Subprocess.run(tool, Array(command.dropFirst()), timeLimit: Self.compileSeconds, interruptible: true)
        switch result.stopped {
        case .interrupt?: throw .compileInterrupted
        case .timeLimit(let seconds)?: throw .compileTimedOut(seconds)
        case nil: break
        }
        guard result.status != 0 else { return }
        if let full = cache.fullness(result.output) { throw full }
        let output = PlaySupportModule.shorten(result.output.replacingOccurrences(of: stagedCopy, with: source.path))
        let notes = LinuxDifferences.notes(for: output, in: source.text, Catalogue(language)).map { "\n" + $0 }.joined()
        throw .compileFailed(source.path, diagnostics: output.trimmingCharacters(in: .newlines) + notes)
    }
}
