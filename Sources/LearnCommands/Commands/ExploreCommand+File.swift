import Foundation
import LearnJudge
import LearnLanguage
import LearnPlay
import LearnRunner
import LearnSystem
import LearnTrace

/// `learn explore FILE.swift`: the learner's own program under every schedule of its gates,
/// within the bounds; each outcome with how many schedules reach it and a token.
extension ExploreCommand {
    /// True when the words name a Swift file rather than a lesson or demo.
    static func isFile(_ words: String) -> Bool {
        words.hasSuffix(".swift") || words.contains("/")
    }

    func exploreFile(_ path: String, session: Session, console: Console, page: HTMLPage?) throws {
        let say = Catalogue(session.language)
        if variant != nil || !assignments.isEmpty { throw LearnError.badLine(say(.exploreFileFlags)) }
        let source = try PlayCommand.playing(session.language) { () throws(PlayError) in try PlaySource.load(path) }
        page?.source(name: VisibleText.name(source.path), text: source.text)
        var playground = try PlayCommand.playing(session.language) { () throws(PlayError) in try Playground.standard() }
        playground.language = session.language  // the build's sentences, the outcomes' words, the race's sentence
        let build: PlayBuild
        do { build = try playground.build(source, mode: .scheduled) } catch {
            if case .compileFailed(_, let diagnostics) = error { session.console.errorRaw(diagnostics.trimmingCharacters(in: .newlines)) }
            throw error.isUsageError ? LearnError.badLine(error.message(say)) : LearnError.nothingToDo(error.message(say))
        }
        var bounds = ScheduleExplorer.Bounds()
        bounds.schedules = max(1, maxSchedules)
        bounds.depth = max(1, depth)
        bounds.seconds = max(0.1, budget)
        // Without `--preemptions`, every interleaving first, while that search stays small; a
        // bound the learner names is the bound searched.
        let preemptions = self.preemptions ?? 2
        if self.preemptions == nil { bounds.wholeFirst = min(bounds.schedules, Self.wholeFirst) }
        let intro =
            self.preemptions == nil
            ? say(.exploreFileWholeFirst, VisibleText.name(source.path), bounds.wholeFirst, preemptions, bounds.depth)
            : say(.exploreFile, VisibleText.name(source.path), preemptions, bounds.depth)
        Self.tell(intro, on: console, width: session.render.width)
        InterruptFlag.install()
        let found = try PlayCommand.playing { () throws(PlayError) in
            try playground.explore(build, bounds: bounds, preemptions: preemptions)
        }
        let text = Self.fileTable(
            found, source: source, budget: bounds.seconds, preemptions: preemptions, modified: Self.modified(in: build),
            unseen: build.unseenCalls, words: say,
            columns: session.render.width)
        console.line(Self.fitted(text, width: session.render.width))
        // one outcome's way, step by step: a raced one's, else the rarest's (issue 36); the
        // next in that order when a story has one thread only to tell
        let sourceLines = source.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (outcome, story) in Self.storiesToTell(found) {
            var story = story
            let sites = story.sitesWithoutLines
            if !sites.isEmpty {
                let lines = playground.lines(build, sites: sites)
                story.resolveLines { lines[$0] }
            }
            let told = story.lines(width: session.render.width, source: sourceLines, say: say)
            guard !told.isEmpty else { continue }
            console.line("")
            let intro = say(.exploreStory, outcome.words ?? outcome.text, outcome.preemptions ?? 0)
            for line in TerminalLines.wrap(intro, to: session.render.width) { console.line(line) }
            for line in told { console.line(line) }
            break
        }
        SandboxNotes.tell(refused: found.refusedWrites, unsandboxed: found.unsandboxed, session: session, console: console)
    }

    /// How many schedules the search with no preemption bound may take before the bounded one
    /// runs instead (``ScheduleExplorer/Bounds/wholeFirst``).
    static let wholeFirst = 100

    /// The outcomes whose story explore may tell, in the order it tries them: those with a data
    /// race, rarest first (a lost update before the race that came out right); without a race,
    /// of two or more outcomes, every one, rarest first (the one a free run seldom shows; the later
    /// found of equals).
    static func storiesToTell(_ found: ScheduleExplorer.Exploration) -> [(ScheduleExplorer.Outcome, InterleavingStory)] {
        let told = found.outcomes.enumerated().filter { $0.element.story != nil && $0.element.token != nil }
        let raced = told.filter { $0.element.race != nil }
        let chosen = raced.isEmpty ? (found.outcomes.count > 1 ? told : []) : raced
        return chosen.sorted { ($0.element.schedules, -$0.offset) < ($1.element.schedules, -$1.offset) }.map {
            ($0.element, $0.element.story!)
        }
    }

    /// The first variable the build only reaches through a library call (`modifies items`), if any.
    static func modified(in build: PlayBuild) -> String? {
        let rows = (try? String(contentsOfFile: build.gateSitesPath, encoding: .utf8))?.split(separator: "\n") ?? []
        return rows.lazy.compactMap { $0.split(separator: "\t").last }.first { $0.hasPrefix("modifies ") && $0 != "modifies memory" }
            .map { String($0.dropFirst("modifies ".count)) }
    }

    /// The table of a file's outcomes: the demos' table, its tokens tied to the file's text.
    static func fileTable(
        _ found: ScheduleExplorer.Exploration, source: PlaySource, budget: Double, preemptions: Int, modified: String? = nil,
        unseen: [GateSites.UnseenCall] = [], words say: Catalogue = Catalogue(.en), columns: Int = .max
    ) -> String {
        var lines = table(found, budget: budget, words: say, columns: columns, program: true) { outcome in
            outcome.token.map { "\(ProgramToken(schedule: $0, text: source.text))" }
        }.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A race is told with its lines; "none of those changes what the program does" is said
        // only of a program none of whose schedules had one, and only when the search covered its bound.
        let racy = found.outcomes.filter { $0.race != nil }
        if let first = racy.first?.race {
            lines.append(say(.exploreRace, racy.reduce(0) { $0 + $1.schedules }, first))
            if found.outcomes.count == 1 { lines.append(say(.exploreRaceOnly)) }
        } else if found.outcomes.count == 1, !unseen.isEmpty {
            // memory no gate and no race check follows: one outcome says nothing of it
            lines.append(say(found.unbounded ? .exploreOneOutcomeUnseenWhole : .exploreOneOutcomeUnseen, found.schedules, preemptions))
        } else if found.outcomes.count == 1 {
            let key: MessageKey =
                found.unbounded ? .exploreOneOutcomeWhole : found.complete ? .exploreOneOutcome : .exploreOneOutcomePartial
            lines.append(say(key, found.schedules, preemptions))
        }
        for call in unseen.prefix(3) { lines.append(say(.exploreUnseen, call.lineWords, call.call)) }
        if let stale = found.outcomes.first(where: { $0.explanation != nil && $0.token != nil }), let sentence = stale.explanation {
            let token = "\(ProgramToken(schedule: stale.token!, text: source.text))"
            lines.append(say(.exploreReentrant, token, stale.words ?? stale.text, sentence))
        }
        // what the search covered: every class (or schedule) within the bound, or how far it got
        let covered: MessageKey =
            found.unbounded
            ? .exploreGuaranteeClassesWhole
            : found.complete
                ? (found.reduced ? .exploreGuaranteeClasses : .exploreGuaranteeEvery)
                : (found.reduced ? .exploreGuaranteeClassesCut : .exploreGuaranteeEveryCut)
        // (a cut search of one outcome without a race has said so already)
        let saidCut = !found.complete && racy.isEmpty && found.outcomes.count == 1
        if found.schedules > 0 && !saidCut { lines.append(say(covered, found.schedules, preemptions)) }
        if let contexts = found.raceContexts { lines.append(say(.exploreRaceContexts, contexts)) }
        if found.timedWaitSchedules > 0 { lines.append(say(.exploreTimedWait, found.timedWaitSchedules)) }
        if found.poolWaitSchedules > 0 {
            lines.append(say(.explorePoolWidth, found.poolWaitSchedules, ProcessInfo.processInfo.activeProcessorCount))
        }
        // an outcome only a thread slower than a timer gives is possible, and said to be rare
        for outcome in found.outcomes.filter(\.slowOnly).prefix(3) {
            lines.append(say(.exploreSlowOnly, outcome.words ?? outcome.text))
        }
        // "every schedule above was checked" only when the race check followed every block
        if let modified {
            lines.append(say(found.raceContexts == nil ? .exploreModifies : .exploreModifiesPartly, modified, source.path))
        }
        lines.append(say(.exploreReplayOne, source.path))
        return lines.joined(separator: "\n")
    }
}
