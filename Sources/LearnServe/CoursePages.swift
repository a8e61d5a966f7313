import Foundation
import LearnLanguage
import LearnLessons
import LearnTrace

/// The pages of the course: the lesson list, and a lesson's part with its controls. Every text
/// from a lesson is escaped (``HTMLText``); every fixed word is the catalogue's.
struct CoursePages {
    let library: LessonLibrary
    let language: Language
    /// The learner's files named at the terminal (`--play`).
    var files: [String] = []
    private var words: Catalogue { Catalogue(language) }

    /// `/`: every lesson in course order, its title and summary in the classroom's language.
    func course() -> (title: String, body: String) {
        var body = "<header><h1>\(HTMLText.escape(words(.serveCourseTitle)))</h1>"
        body += "<p class=\"about\">\(HTMLText.escape(words(.serveCourseAbout)))</p></header>\n<main><ul class=\"lessons\">\n"
        for header in library.headers(in: language) {
            let parts = header.variants.count
            body += "<li><a href=\"/lesson/\(HTMLText.escape(header.id))\">\(HTMLText.escape(header.title))</a>"
            body += "<span class=\"id\">\(HTMLText.escape(header.id))</span>"
            if parts > 0 { body += " <span class=\"note\">· \(HTMLText.escape(words(.serveLessonParts, parts)))</span>" }
            body += "<br>\(HTMLText.escape(header.summary))</li>\n"
        }
        body += "</ul>\n"
        if !files.isEmpty {
            body +=
                "<h2>\(HTMLText.escape(words(.serveFilesHeading)))</h2><p class=\"note\">\(HTMLText.escape(words(.serveFilesAbout)))</p>"
            body += "<ul class=\"lessons files\">\n"
            for (n, file) in files.enumerated() {
                body += "<li><a href=\"/file/\(n)\">\(HTMLText.escape((file as NSString).lastPathComponent))</a>"
                body += "<span class=\"id\">\(HTMLText.escape(file))</span></li>\n"
            }
            body += "</ul>\n"
        }
        body += "</main>"
        return (words(.serveCourseTitle), body)
    }

    /// `/file/N`: the learner's `N`th file, its text, and the buttons that play and explore it.
    /// Nil for a number that names no file; the file is read now (as it is when it runs).
    func file(_ n: Int) -> (title: String, body: String, data: String)? {
        guard files.indices.contains(n) else { return nil }
        let path = files[n]
        let name = (path as NSString).lastPathComponent
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var body = "<header><nav><a href=\"/\">\(HTMLText.escape(words(.serveAllLessons)))</a></nav>"
        body +=
            "<h1>\(HTMLText.escape(name))</h1><p class=\"about\">\(HTMLText.escape(words(.serveFileAbout, path)))</p></header>\n<main>\n"
        body += "<pre class=\"code\">\(HTMLPage.numbered(text))</pre>\n<div class=\"controls\">"
        body += "<button id=\"play\" type=\"button\" class=\"primary\">\(HTMLText.escape(words(.servePlayFile)))</button>"
        body += "<button id=\"explore\" type=\"button\">\(HTMLText.escape(words(.serveExploreFile)))</button></div>\n"
        body += "<p id=\"run-status\" role=\"status\"></p><div id=\"problems\"></div>\n"
        body += "<pre class=\"out\" id=\"output\" hidden></pre>\n<div id=\"result\"></div>\n</main>"
        let data =
            " data-file=\"\(n)\" data-running=\"\(HTMLText.escape(words(.serveRunning)))\" data-done=\"\(HTMLText.escape(words(.serveRunDone)))\""
            + " data-lost=\"\(HTMLText.escape(words(.serveRunLost)))\" data-hint=\"\(HTMLText.escape(words(.pageHoverHint)))\""
        return (name, body, data)
    }

    /// `/lesson/ID?part=VARIANT`: the part's text, code and predictions before its run, the
    /// controls, and the places the run is drawn in. Nil for a lesson not in the library.
    func lesson(_ id: String, part requested: String?) -> (title: String, body: String, data: String)? {
        guard let (lesson, _) = library.lesson(id: id, language: language) else { return nil }
        let parts = LessonParts(lesson)
        let index = parts.index(of: requested)
        let link = "/lesson/" + HTMLText.escape(lesson.id)
        var body = "<header><nav><a href=\"/\">\(HTMLText.escape(words(.serveAllLessons)))</a></nav>"
        body += "<h1>\(HTMLText.escape(lesson.title))</h1><p class=\"about\">\(HTMLText.escape(lesson.summary))</p></header>\n<main>\n"
        if index == 0, !parts.intro.isEmpty {
            body += LessonParts.beforeRun(parts.intro, words: words, language: language)
        }
        var variant = ""
        if parts.parts.indices.contains(index) {
            let part = parts.parts[index]
            variant = part.variant
            body += "<h2>\(HTMLText.escape(words(.servePartHeading, index + 1, parts.parts.count, part.variant)))</h2>\n"
            body += LessonParts.beforeRun(part.steps, words: words, language: language)
        }
        body += controls(parts, index: index, link: link)
        body += "<p id=\"run-status\" role=\"status\"></p><div id=\"problems\"></div>\n"
        body += "<div id=\"decision\" class=\"decision\" aria-live=\"polite\"></div>\n"
        body += "<figure class=\"run\" id=\"live\" hidden><figcaption>\(HTMLText.escape(words(.serveLiveCaption)))</figcaption>"
        body += "<svg class=\"lanes\" role=\"img\" viewBox=\"0 0 1000 40\"></svg></figure>\n<div id=\"result\"></div>\n</main>"
        let data =
            " data-lesson=\"\(HTMLText.escape(lesson.id))\" data-part=\"\(HTMLText.escape(variant))\""
            + " data-running=\"\(HTMLText.escape(words(.serveRunning)))\" data-done=\"\(HTMLText.escape(words(.serveRunDone)))\""
            + " data-lost=\"\(HTMLText.escape(words(.serveRunLost)))\" data-hint=\"\(HTMLText.escape(words(.pageHoverHint)))\""
        return (lesson.title, body, data)
    }

    /// Run, again, pace, the part, and the links to the parts before and after.
    private func controls(_ parts: LessonParts, index: Int, link: String) -> String {
        var out = "<div class=\"controls\">"
        out += "<button id=\"run\" type=\"button\" class=\"primary\">\(HTMLText.escape(words(.serveRun)))</button>"
        out += "<button id=\"again\" type=\"button\" hidden>\(HTMLText.escape(words(.serveAgain)))</button>"
        out += "<label>\(HTMLText.escape(words(.servePace))) <select id=\"pace\" title=\"\(HTMLText.escape(words(.servePaceNote)))\">"
        for pace in ["1", "0.5", "0.2", "0.05"] { out += "<option value=\"\(pace)\">\(pace)</option>" }
        out += "</select></label>"
        out += "<label>\(HTMLText.escape(words(.serveVariant))) <select id=\"variant\">"
        for (i, part) in parts.parts.enumerated() {
            let selected = i == index ? " selected" : ""
            out += "<option value=\"\(HTMLText.escape(part.variant))\"\(selected)>\(i + 1). \(HTMLText.escape(part.variant))</option>"
        }
        out += "</select></label>"
        out += "<label title=\"\(HTMLText.escape(words(.serveStepModeNote)))\"><input type=\"checkbox\" id=\"step\"> "
        out += HTMLText.escape(words(.serveStepMode)) + "</label>"
        if index > 0 {
            out += "<a class=\"button\" id=\"previous\" href=\"\(link)?part=\(HTMLText.escape(parts.parts[index - 1].variant))\">"
            out += HTMLText.escape(words(.servePreviousPart)) + "</a>"
        }
        if index + 1 < parts.parts.count {
            out += "<a class=\"button\" id=\"next\" href=\"\(link)?part=\(HTMLText.escape(parts.parts[index + 1].variant))\">"
            out += HTMLText.escape(words(.serveNextPart)) + "</a>"
        }
        return out + "</div>\n"
    }
}
