import LearnLanguage

/// A run, or a lesson and its runs, as one self-contained HTML page (`--html FILE`).
///
/// The command feeds it what the terminal shows, as it shows it: the text of the lesson or the
/// playground (``text(_:)``, the same sentences, from the same catalogue), the learner's file
/// (``source(name:text:)``), and each run (``run(_:caption:notes:)``), whose lanes are drawn as
/// SVG from its trace (``SVGLanes``) where the terminal draws them as text. ``render()`` makes the
/// page: inline CSS, one small inline script (hover works without it), and no URL of any kind,
/// so it opens the same offline, from a USB stick or attached to a message. Every text it holds
/// is escaped (``HTMLText``).
///
/// Not thread-safe: fed from the one thread that plays the lesson or runs the file.
package final class HTMLPage: @unchecked Sendable {
    package enum Block: Sendable {
        case text(String)
        case source(name: String, text: String)
        /// `number`: the run's number in the command (its process in `--trace-out`'s file).
        case run(caption: String, number: Int, trace: Trace, notes: [String])
        /// A prediction was asked: what follows (the run, its checks and the answer) stays hidden
        /// until the reader picks one of `options` or goes on, as the terminal stops there.
        case stop(options: [String])
    }

    package let title: String
    package let language: Language
    /// Projector mode (`--present`): large type, and the page shown a stop at a time, scrolled
    /// to what each click reveals (a page's address ending in `#present` does the same).
    package var present = false
    package private(set) var blocks: [Block] = []
    private var words: Catalogue { Catalogue(language) }

    package init(title: String, language: Language) {
        self.title = title
        self.language = language
    }

    /// Text as the terminal is given it, newlines included (its colour codes are dropped when
    /// the page is made); it follows the text before it.
    package func output(_ text: String) {
        guard !text.isEmpty else { return }
        if case .text(let before)? = blocks.last {
            blocks[blocks.count - 1] = .text(before + text)
        } else {
            blocks.append(.text(text))
        }
    }

    /// Whether a run was drawn or the terminal was told anything (more than the file shown).
    package var hasOutput: Bool { blocks.contains { if case .source = $0 { false } else { true } } }

    /// A prediction was asked (its question already said): the page stops here until the
    /// reader answers with one of `options` or goes on.
    package func stop(options: [String]) { blocks.append(.stop(options: options)) }

    /// The last stop was answered where the page is read live (`learn serve`): no stop there.
    package func answered() {
        if case .stop? = blocks.last { blocks.removeLast() }
    }

    /// Whether anything was shown: a page with nothing in it is not written.
    package var isEmpty: Bool { blocks.isEmpty }

    /// The learner's file, numbered by line.
    package func source(name: String, text: String) { blocks.append(.source(name: name, text: text)) }

    /// A run: its lanes, and sentences under them (the replay token's); `number` counts the
    /// command's runs as `--trace-out` does (1 when nil).
    package func run(_ trace: Trace, caption: String, number: Int? = nil, notes: [String] = []) {
        blocks.append(.run(caption: caption, number: number ?? 1, trace: trace, notes: notes))
    }

    /// How every page learn writes begins: a file that begins otherwise is not replaced without
    /// `--force`.
    package static let head = "<!DOCTYPE html>\n<!-- written by learn -->\n"

    /// The most bytes a page is made of, when its runs can be drawn coarser to fit (a lesson's
    /// text is what the terminal showed, never cut).
    package static let budget = 480 * 1024

    /// The whole page, within ``budget`` when drawing its lanes by fewer columns can make it so.
    package func render() -> String {
        var page = render(columns: 240)
        for columns in [120, 60, 30] where page.utf8.count > Self.budget { page = render(columns: columns) }
        return page
    }

    /// What the page's `<main>` holds (its text, files and runs), within ``budget`` as
    /// ``render()`` is: `learn serve` shows it inside a page of its own, with the same CSS.
    package func content() -> String {
        var main = content(columns: 240)
        for columns in [120, 60, 30] where main.utf8.count > Self.budget { main = content(columns: columns) }
        return main
    }

    /// The page, a run of many spans drawn over `columns` columns.
    private func render(columns: Int) -> String {
        var out = Self.head
        out += "<html lang=\"\(language.rawValue)\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>\(HTMLText.escape(title))</title>\n<style>\(PageStyle.css)</style>\n</head>\n"
        out +=
            "<body\(present ? " class=\"present\"" : "") data-hint=\"\(HTMLText.escape(words(.pageHoverHint)))\">\n<header><h1>\(HTMLText.escape(title))</h1>"
        out += "<p class=\"about\">\(HTMLText.escape(words(.pageGenerator)))</p></header>\n<main>\n"
        out += content(columns: columns)
        out += "</main>\n<script>\(PageStyle.script)</script>\n</body>\n</html>\n"
        return out
    }

    /// The blocks, a run of many spans drawn over `columns` columns. What follows a stop is a
    /// `<div class="after">` of its own, ended by the next stop (inside it) or the page's end:
    /// the script hides each until its stop is answered; without the script all is shown.
    private func content(columns: Int) -> String {
        var out = ""
        var runs = 0
        var stops = 0
        for block in blocks {
            switch block {
            case .stop(let options):
                stops += 1
                out += stop(stops, options: options)
                if stops > 1 { out += "</div>\n" }
                out += "<div class=\"after\" id=\"after-\(stops)\">\n"
            case .text(let text):
                let trimmed = text.drop { $0 == "\n" }
                if !trimmed.isEmpty { out += "<pre class=\"out\">" + Self.lines(String(trimmed)) + "</pre>\n" }
            case .source(let name, let text):
                out += "<section class=\"source\"><h2>\(HTMLText.escape(words(.pageSourceHeading, name)))</h2>"
                out += "<pre class=\"code\">" + Self.numbered(text) + "</pre></section>\n"
            case .run(let caption, let number, let trace, let notes):
                runs += 1
                let (svg, legend) = SVGLanes(trace: trace, words: words, id: "r\(runs)", columns: columns).render()
                out +=
                    "<figure class=\"run\" id=\"run-\(runs)\" data-run=\"\(number)\"><figcaption>\(HTMLText.escape(words(.pageLanesOf, caption)))</figcaption>\n"
                out += svg + "\n" + legend
                for note in notes { out += "<p class=\"token\">\(HTMLText.escape(note))</p>" }
                out += "</figure>\n"
            }
        }
        if stops > 0 { out += "</div>\n" }
        return out
    }

    /// The `n`th stop: a button per option and one to go on without predicting, hidden until
    /// the script shows them (a page read without it, or printed, shows everything).
    private func stop(_ n: Int, options: [String]) -> String {
        var out = "<div class=\"stop\" data-after=\"after-\(n)\" hidden><p>\(HTMLText.escape(words(.pageStopNote)))</p><p>"
        for (i, option) in options.enumerated() {
            out += "<button type=\"button\" class=\"choice\">\(i + 1). \(HTMLText.escape(option))</button> "
        }
        out += "<button type=\"button\" class=\"go\">\(HTMLText.escape(words(.pageStopGo)))</button></p>"
        out += "<p class=\"chosen\" data-said=\"\(HTMLText.escape(words(.pageStopChosen)))\"></p></div>\n"
        return out
    }

    /// The terminal's lines, a check's line marked passed or failed (its `✓`/`✗` stays: the
    /// mark, not the colour, says which).
    static func lines(_ text: String) -> String {
        HTMLText.withoutColours(text).split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let plain = line.drop { $0 == " " }
            let escaped = HTMLText.escape(String(line))
            if plain.hasPrefix("✓") || plain.hasPrefix("[ok]") { return "<span class=\"pass\">\(escaped)</span>" }
            if plain.hasPrefix("✗") || plain.hasPrefix("[FAILED]") { return "<span class=\"fail\">\(escaped)</span>" }
            if plain.hasPrefix("━━") || plain.hasPrefix("==") { return "<span class=\"part\">\(escaped)</span>" }
            return escaped
        }.joined(separator: "\n")
    }

    /// A file's lines, each after its number.
    package static func numbered(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        let width = String(lines.count).count
        return lines.enumerated().map { i, line in
            let n = String(i + 1)
            return "<span class=\"ln\">\(String(repeating: " ", count: width - n.count))\(n)</span> " + HTMLText.escape(String(line))
        }.joined(separator: "\n")
    }
}
