import Hummingbird
import LearnLanguage
import Testing

@testable import LearnServe

/// Who the classroom lets in, rule by rule (``RequestGuard/decide``): its own host and port, its
/// own pages' origin, and its token, in the address (then set as a cookie) or in that cookie.
@Suite struct RequestGuardTests {
    let token = ServeToken()
    let port = 8123
    /// The token with its first digit changed: as long, never equal.
    var wrong: String { (token.text.first == "0" ? "1" : "0") + token.text.dropFirst() }

    private func decide(
        port: Int? = nil, authority: String? = "127.0.0.1:8123", origin: String? = nil, query: String? = nil, cookie: String? = nil
    ) -> RequestGuard<BasicRequestContext>.Decision {
        RequestGuard<BasicRequestContext>.decide(
            port: port ?? self.port, authority: authority, origin: origin, queryToken: query, cookie: cookie, token: token)
    }

    @Test func theTokenInTheAddressLetsInAndIsSetAsACookie() {
        #expect(decide(query: token.text) == .pass(setCookie: true))
        #expect(decide(authority: "LOCALHOST:8123", query: token.text) == .pass(setCookie: true))
        #expect(decide(cookie: token.text) == .pass(setCookie: false))
        #expect(decide(query: wrong, cookie: token.text) == .pass(setCookie: false))
    }

    @Test func noTokenOrAWrongOneIsRefused() {
        #expect(decide() == .refuse(.serveRefusedToken))
        #expect(decide(query: String(token.text.dropLast())) == .refuse(.serveRefusedToken))
        #expect(decide(query: token.text + "0") == .refuse(.serveRefusedToken))
        #expect(decide(cookie: "") == .refuse(.serveRefusedToken))
    }

    /// DNS rebinding: another site's name pointed at 127.0.0.1 reaches the port with its own Host.
    @Test func anotherHostOrPortIsRefusedEvenWithTheToken() {
        for authority in ["evil.example:8123", "127.0.0.1:8124", "127.0.0.1", "localhost.evil.example:8123", ""] {
            #expect(decide(authority: authority, query: token.text) == .refuse(.serveRefusedHost), "\(authority)")
        }
        #expect(decide(authority: nil, query: token.text) == .refuse(.serveRefusedHost))
        #expect(decide(port: 0, authority: "127.0.0.1:0", query: token.text) == .refuse(.serveRefusedHost), "not listening yet")
    }

    /// A page of another site may send requests (and open WebSockets) to the classroom: its
    /// `Origin` gives it away, token or not.
    @Test func anotherSitesPageIsRefusedEvenWithTheCookie() {
        #expect(decide(origin: "http://127.0.0.1:8123", cookie: token.text) == .pass(setCookie: false))
        #expect(decide(origin: "http://localhost:8123", cookie: token.text) == .pass(setCookie: false))
        for origin in ["http://evil.example", "https://127.0.0.1:8123", "http://127.0.0.1:8124", "null"] {
            #expect(decide(origin: origin, cookie: token.text) == .refuse(.serveRefusedOrigin), "\(origin)")
        }
    }

    @Test func aTokenIs256RandomBitsInHex() {
        let other = ServeToken()
        #expect(token.text.count == 64 && token.text.allSatisfy(\.isHexDigit))
        #expect(token != other && token.matches(token.text) && !token.matches(other.text))
        #expect(!token.matches(token.text.uppercased()) || token.text == token.text.uppercased())
    }

    @Test func everyRefusalIsASentenceInBothLanguages() {
        for key in [MessageKey.serveRefusedHost, .serveRefusedOrigin, .serveRefusedToken] {
            #expect(!Catalogue(.en)(key).isEmpty && Catalogue(.ko)(key) != Catalogue(.en)(key), "\(key)")
        }
    }
}
