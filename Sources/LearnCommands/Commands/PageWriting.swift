import LearnLanguage
import LearnTrace

/// `--html FILE` as every command that takes it checks and writes it (`run`, `play`, `explore`).
enum PageWriting {
    /// The page's file, checked now (before anything is compiled or run); nil without `--html`.
    static func check(_ path: String?, force: Bool) throws -> PageFile? {
        guard let path else { return nil }
        do { return try PageFile.check(path, force: force) } catch { throw LearnError.pageRefused(error) }
    }

    /// Writes `page` to `file` and says so in one line (on standard error when standard output
    /// carries JSON lines); a page with nothing shown is not written.
    static func write(_ page: HTMLPage, to file: PageFile, console: Console, json: Bool = false) throws {
        guard !page.isEmpty else { return }
        let text = page.render()
        do { try file.write(text) } catch { throw LearnError.pageRefused(error) }
        let kilobytes = (text.utf8.count + 1023) / 1024
        let said = Catalogue(page.language)(.pageWritten, VisibleText.name(file.path), kilobytes)
        if json { console.errorRaw(said) } else { console.line(said) }
    }
}
