import ArgumentParser
import LearnDemos
import LearnLanguage
import LearnLessons

/// `learn demos [DEMO]`: the demos a lesson's `@run demo=` can name, and what each offers
/// an author: variants, parameters, the labels its checks may use, and its code regions.
package struct DemosCommand: OneShotCommand {
    package static let configuration = CommandConfiguration.command("demos", about: .aboutDemos)
    @Argument(help: ArgumentHelp(.aboutDemosDemo))
    package var demo: String?
    @Flag(help: ArgumentHelp(.aboutDemosRegions))
    package var regions = false
    @OptionGroup package var global: GlobalOptions
    package init() {}

    package func execute(in session: Session) throws {
        guard let id = demo else { return list(in: session) }
        guard let spec = DemoCatalog.named(id) else {
            throw LearnError.unknownDemo(id, suggestions: Suggestions.closest(to: id, in: DemoCatalog.all.map(\.id)))
        }
        describe(spec, in: session)
    }

    /// One entry per demo: its id, then its summary wrapped beside it.
    private func list(in session: Session) {
        columns(DemoCatalog.all.map { ($0.id, $0.summary(in: session.language)) }, indent: "", in: session)
    }

    private func describe(_ spec: DemoSpec, in session: Session) {
        let width = session.render.width
        let language = session.language
        let words = Catalogue(language)
        let out = session.console
        out.line(spec.id)
        Text.wrap(spec.summary(in: language), width: width).forEach { out.line($0) }

        out.line("")
        out.line(words(.demosVariants))
        columns(
            spec.variants.map { variant in
                let kind = Self.describe(variant.safety, words) + "; " + Self.describe(variant.outcome, words)
                return (variant.name, spec.summary(of: variant, in: language) + " [" + kind + "]")
            }, in: session)

        out.line("")
        if spec.parameters.isEmpty {
            out.line(words(.demosParametersNone))
        } else {
            out.line(words(.demosParameters))
            columns(spec.parameters.map { ($0.name, spec.described($0, in: language)) }, in: session)
        }

        out.line("")
        if spec.labels.isEmpty {
            out.line(words(.demosLabelsNone))
        } else {
            out.line(words(.demosLabels))
            indented(spec.labels.joined(separator: ", "), width: width, in: session)
        }

        let found = SourceRegions.shippedRegions(ofDemo: spec.id)
        out.line("")
        if found.isEmpty {
            out.line(words(.demosRegionsNone))
        } else if !regions {
            out.line(words(.demosRegions))
            indented(found.map(\.id).joined(separator: ", "), width: width, in: session)
        } else {
            out.line(words(.demosRegionsText))
            for region in found {
                out.line("")
                out.line("region=\(region.id)  (\(region.file):\(region.line))")
                region.text.split(separator: "\n", omittingEmptySubsequences: false).forEach { out.line("    " + $0) }
            }
        }
    }

    /// A name column padded to its longest name, each text wrapped beside its name.
    private func columns(_ rows: [(name: String, text: String)], indent: String = "  ", in session: Session) {
        let nameWidth = rows.map(\.name.count).max() ?? 0
        for row in rows {
            let head = indent + row.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
            Text.hanging(head, row.text, width: session.render.width).forEach { session.console.line($0) }
        }
    }

    /// `text` wrapped at word boundaries, two spaces in.
    private func indented(_ text: String, width: Int, in session: Session) {
        Text.wrap(text, width: max(20, width - 2)).forEach { session.console.line("  " + $0) }
    }

    static func describe(_ safety: Safety, _ words: Catalogue = Catalogue(.en)) -> String {
        switch safety {
        case .safe: words(.demosSafe)
        case .dataRace: words(.demosDataRace)
        case .raceCondition: words(.demosRaceCondition)
        }
    }

    static func describe(_ outcome: ExpectedOutcome, _ words: Catalogue = Catalogue(.en)) -> String {
        switch outcome {
        case .finishes: words(.demosFinishes)
        case .mayCrash: words(.demosMayCrash)
        case .crashes: words(.demosCrashes)
        case .hangs: words(.demosHangs)
        }
    }
}
