import LearnLanguage
import LearnRunner

/// What learn says of its sandbox (``Sandbox``) after a program's runs: the writes it refused them,
/// one sentence for all the runs of a command, and, once in a session, that the kernel has none.
enum SandboxNotes {
    /// Says it for `results` in `session`, each sentence a "Note:" paragraph at its width.
    static func tell(_ results: [RunResult], session: Session, console: Console? = nil) {
        tell(
            refused: RefusedWrites.merged(results.compactMap(\.refusedWrites)), unsandboxed: results.contains(where: \.unsandboxed),
            session: session, console: console)
    }

    /// The same from what many runs' refused writes add up to.
    static func tell(refused: RefusedWrites?, unsandboxed: Bool, session: Session, console: Console? = nil) {
        let say = Catalogue(session.language)
        for sentence in sentences(refused: refused, unsandboxed: unsandboxed, say, state: &session.playground) {
            (console ?? session.console).line(Text.hanging(say(.playNote), sentence, width: session.render.width).joined(separator: "\n"))
        }
    }

    /// The sentences in `say`'s language; `state` remembers that the missing sandbox was said, so
    /// a shell says it once.
    static func sentences(refused: RefusedWrites?, unsandboxed: Bool, _ say: Catalogue, state: inout PlaygroundState) -> [String] {
        var sentences: [String] = []
        if unsandboxed, !state.saidUnsandboxed {
            state.saidUnsandboxed = true
            sentences.append(say(.sandboxUnavailable))
        }
        if let refused { sentences.append(refused.words(say)) }
        return sentences
    }
}
