import HTTPTypes
import Hummingbird
import LearnLanguage
import LearnTrace

/// The classroom's responses: a page in the reader's language with learn's page CSS, or a
/// refusal; every one with headers that keep it to this classroom (no framing by another site,
/// no script but its own, the token never sent on as a referrer, nothing cached).
enum ServedPage {
    /// Only the classroom's own script and style; SVG patterns are in the page itself.
    static let policy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    static func headers(_ type: String) -> HTTPFields {
        var fields = HTTPFields()
        fields[.contentType] = type
        fields[.contentSecurityPolicy] = policy
        fields[.cacheControl] = "no-store"
        fields[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        fields[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        fields[HTTPField.Name("X-Frame-Options")!] = "DENY"
        return fields
    }

    static func text(_ text: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: headers(type), body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    /// A whole page: `title`, then `body` (HTML, escaped where it holds text).
    static func page(title: String, language: Language, body: String, status: HTTPResponse.Status = .ok, data: String = "") -> Response {
        var out = HTMLPage.head
        out += "<html lang=\"\(language.rawValue)\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>\(HTMLText.escape(title))</title>\n<link rel=\"stylesheet\" href=\"/style.css\">\n"
        out += "<script src=\"/classroom.js\" defer></script>\n</head>\n"
        out += "<body\(data)>\n\(body)\n</body>\n</html>\n"
        return text(out, type: "text/html; charset=utf-8", status: status)
    }

    /// A refused request: 403 and the sentence that says why, as text (no page: nothing of the
    /// classroom is shown to whoever was refused).
    static func refusal(_ sentence: String) -> Response {
        text(sentence + "\n", type: "text/plain; charset=utf-8", status: .forbidden)
    }

    /// Not a lesson, not a page: 404 and where to look instead.
    static func notFound(_ language: Language) -> Response {
        text(Catalogue(language)(.serveNotFound) + "\n", type: "text/plain; charset=utf-8", status: .notFound)
    }
}
