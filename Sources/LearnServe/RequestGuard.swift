import Hummingbird
import LearnLanguage
import Synchronization

/// The port the classroom listens on, known once the system has chosen it (`--port 0`).
package final class ListeningPort: Sendable {
    private let value = Atomic<Int>(0)
    package init() {}
    /// 0 until the server is listening.
    package var port: Int { value.load(ordering: .acquiring) }
    func set(_ port: Int) { value.store(port, ordering: .releasing) }
}

/// What every request passes before any page, lesson or run: in this order, its `Host` names
/// the classroom (127.0.0.1 or localhost at its port: a page of another site whose name was
/// made to point at 127.0.0.1, DNS rebinding, is refused), its `Origin`, when a browser sends
/// one, is the classroom's own (a request a page of another site makes is refused, WebSocket
/// upgrades included), and it carries the token, in the address or in the cookie the first
/// request with it got. A refusal is a 403 with one sentence, in the classroom's language.
struct RequestGuard<Context: RequestContext>: RouterMiddleware {
    let token: ServeToken
    let listening: ListeningPort
    let language: Language

    /// The cookie that holds the token: named with the port, since a browser keeps cookies by
    /// host, not by port, and two classrooms may be open.
    static func cookieName(port: Int) -> String { "learn-token-\(port)" }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let words = Catalogue(language)
        let port = listening.port
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard port != 0, let host = request.head.authority?.lowercased(), hosts.contains(host) else {
            return ServedPage.refusal(words(.serveRefusedHost))
        }
        if let origin = request.headers[.origin] {
            guard hosts.map({ "http://" + $0 }).contains(origin.lowercased()) else { return ServedPage.refusal(words(.serveRefusedOrigin)) }
        }
        if let given = request.uri.queryParameters["token"], token.matches(given) {
            var response = try await next(request, context)
            response.setCookie(Cookie(name: Self.cookieName(port: port), value: token.text, path: "/", httpOnly: true, sameSite: .strict))
            return response
        }
        if let cookie = request.cookies[Self.cookieName(port: port)], token.matches(cookie.value) {
            return try await next(request, context)
        }
        return ServedPage.refusal(words(.serveRefusedToken))
    }
}
