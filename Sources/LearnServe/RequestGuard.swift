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

    /// What the guard decides of one request, from what it carries: the rules above, without
    /// Hummingbird's types (so a test states them one by one).
    enum Decision: Equatable {
        /// Let through; `setCookie`: the token came in the address, and goes back as a cookie.
        case pass(setCookie: Bool)
        /// Refused with this sentence.
        case refuse(MessageKey)
    }

    /// The decision for a request to the classroom at `port` (0: not listening yet).
    static func decide(
        port: Int, authority: String?, origin: String?, queryToken: String?, cookie: String?, token: ServeToken
    ) -> Decision {
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard port != 0, let host = authority?.lowercased(), hosts.contains(host) else { return .refuse(.serveRefusedHost) }
        if let origin, !hosts.map({ "http://" + $0 }).contains(origin.lowercased()) { return .refuse(.serveRefusedOrigin) }
        if let queryToken, token.matches(queryToken) { return .pass(setCookie: true) }
        if let cookie, token.matches(cookie) { return .pass(setCookie: false) }
        return .refuse(.serveRefusedToken)
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let port = listening.port
        let decision = Self.decide(
            port: port, authority: request.head.authority, origin: request.headers[.origin],
            queryToken: request.uri.queryParameters["token"].map(String.init),
            cookie: request.cookies[Self.cookieName(port: port)]?.value, token: token)
        switch decision {
        case .refuse(let key):
            return ServedPage.refusal(Catalogue(language)(key))
        case .pass(setCookie: false):
            return try await next(request, context)
        case .pass(setCookie: true):
            var response = try await next(request, context)
            response.setCookie(Cookie(name: Self.cookieName(port: port), value: token.text, path: "/", httpOnly: true, sameSite: .strict))
            return response
        }
    }
}
