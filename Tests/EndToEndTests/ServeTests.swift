import Foundation
import LearnLessons
import LearnTestSupport
import Synchronization
import Testing

/// `learn serve`: a child classroom on a port the system chose, asked over a socket as a
/// browser (or an attacker) would ask it. Without its token, for another host, or from another
/// site's page, nothing is served; with it, the course lists the shipped lessons, a path that
/// climbs out of the lessons reads nothing, and a part's run arrives as events as it runs (its
/// threads and spans, then the page of the run, then its end). Ctrl-C closes it.
@Suite(.tags(.lessonPlays), .slow, .timeLimit(.minutes(4)))
struct ServeTests {
    /// A classroom of the test's own, closed (Ctrl-C) when the test lets it go.
    static func classroom() throws -> ServedLearn { try ServedLearn() }

    /// The reply to `path` asked for with the token in the address: served (200) as `type`.
    static func ok(
        _ served: ServedLearn, _ path: String, as type: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ServedLearn.Reply {
        let reply = try served.get(path + (path.contains("?") ? "&" : "?") + "token=\(served.token)")
        #expect(reply.status == 200, sourceLocation: sourceLocation)
        #expect(reply.headers["content-type"]?.hasPrefix(type) == true, sourceLocation: sourceLocation)
        return reply
    }

    @Test("a request without the token, or with another, is refused with a 403 that says how to open the classroom")
    func noToken() throws {
        let served = try Self.classroom()
        for path in ["/", "/lesson/threads", "/style.css", "/lesson/threads/run?part=hop&pace=0.05", "/?token=0123", "/?token="] {
            let reply = try served.get(path)
            #expect(reply.status == 403, "\(path)")
            #expect(reply.body.contains("?token="), "\(path): \(reply.body)")
            #expect(!reply.body.contains("<html"), "\(path)")
        }
        #expect(try served.get("/", headers: [("Cookie", "learn-token-\(served.port)=\(String(served.token.reversed()))")]).status == 403)
    }

    @Test("a Host other than 127.0.0.1 or localhost at the classroom's port is refused, token or not (DNS rebinding)")
    func foreignHost() throws {
        let served = try Self.classroom()
        let path = "/?token=\(served.token)"
        for host in ["evil.example:\(served.port)", "evil.example", "127.0.0.1", "127.0.0.1:\(served.port + 1)", "0.0.0.0:\(served.port)"] {
            let reply = try served.get(path, headers: [("Host", host)])
            #expect(reply.status == 403, "\(host)")
            #expect(reply.body.contains("127.0.0.1"), "\(host): \(reply.body)")
        }
        #expect(try served.get(path, headers: [("Host", "localhost:\(served.port)")]).status == 200)
    }

    @Test("a request from another site's page (its Origin) is refused, a WebSocket upgrade too; the classroom's own Origin is served")
    func foreignOrigin() throws {
        let served = try Self.classroom()
        let path = "/?token=\(served.token)"
        for origin in ["http://evil.example", "http://127.0.0.1:\(served.port + 1)", "null", "https://127.0.0.1:\(served.port)"] {
            #expect(try served.get(path, headers: [("Origin", origin)]).status == 403, "\(origin)")
        }
        let upgrade = [
            ("Origin", "http://evil.example"), ("Upgrade", "websocket"), ("Sec-WebSocket-Version", "13"),
            ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="),
        ]
        #expect(try served.get("/lesson/threads/run?token=\(served.token)", headers: upgrade).status == 403)
        #expect(try served.get(path, headers: [("Origin", "http://127.0.0.1:\(served.port)")]).status == 200)
    }

    @Test("with the token: the course lists every shipped lesson, and the token becomes a cookie that serves on its own")
    func course() throws {
        let served = try Self.classroom()
        let reply = try Self.ok(served, "/", as: "text/html")
        #expect(reply.headers["content-security-policy"]?.contains("default-src 'none'") == true)
        let ids = LessonLibrary().lessons.map(\.id)
        #expect(ids.count > 10)
        for id in ids { #expect(reply.body.contains("href=\"/lesson/\(id)\""), "\(id)") }
        let cookie = try #require(reply.headers["set-cookie"])
        #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"), "\(cookie)")
        let pair = String(cookie.prefix { $0 != ";" })
        #expect(pair == "learn-token-\(served.port)=\(served.token)")
        let lesson = try served.get("/lesson/threads?part=hop", headers: [("Cookie", pair)])
        #expect(lesson.status == 200)
        #expect(lesson.body.contains("data-part=\"hop\"") && lesson.body.contains("<section class=\"predict\">"))
    }

    @Test("a path out of the lessons, an unknown lesson, part or pace: 404, and nothing of the file")
    func nothingOutside() throws {
        let served = try Self.classroom()
        let token = "token=\(served.token)"
        for path in [
            "/lesson/../../etc/passwd?\(token)", "/lesson/..%2F..%2Fetc%2Fpasswd?\(token)", "/../../etc/passwd?\(token)",
            "/lesson/%2Fetc%2Fpasswd?\(token)", "/lesson/nosuch?\(token)", "/lesson/threads/run?part=nosuch&\(token)",
            "/lesson/threads/run?part=hop&pace=0&\(token)", "/lesson/threads/run?part=hop&pace=nan&\(token)",
            "/etc/passwd?\(token)",
        ] {
            let reply = try served.get(path)
            #expect(reply.status == 404, "\(path)")
            #expect(!reply.body.contains("root:"), "\(path)")
        }
    }

    @Test("a part's run streams its events as it runs: its threads and spans, then the run's page, then its end")
    func liveRun() throws {
        let served = try Self.classroom()
        let reply = try Self.ok(served, "/lesson/threads/run?part=hop&pace=0.05", as: "text/event-stream")
        let stream = ServerSentEvents(reply.body)
        let names = stream.events.map(\.name)
        #expect(names.first == "run")
        #expect(names.last == "end")
        #expect(stream.data("end") == ["passed"])
        // every event of the run comes before the page made of it
        let lastTrace = try #require(names.lastIndex(of: "trace"))
        let page = try #require(names.firstIndex(of: "page"))
        #expect(lastTrace < page)
        let events = stream.data("trace").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(events.count == stream.data("trace").count)
        let begins = events.filter { $0["kind"] as? String == "begin" }
        let threadOf = Dictionary(begins.map { ($0["label"] as? String ?? "", $0["thread"] as? String ?? "") }) { a, _ in a }
        #expect(threadOf["update"] == "main")
        #expect(threadOf["compute"] != nil && threadOf["compute"] != "main")
        #expect(Set(events.compactMap { $0["thread"] as? String }).count == 2)
        let ends = Set(events.filter { $0["kind"] as? String == "end" }.compactMap { $0["label"] as? String })
        #expect(ends == ["compute", "update"])
        let html = stream.data("page").joined()
        #expect(html.contains("<figure class=\"run\""))
        #expect(html.contains("data-thread=\"main\""))
    }

    @Test("the option the page picked before the run goes with it: the run's page says whether it held, and does not stop at it again")
    func predictionAnswered() throws {
        let served = try Self.classroom()
        let lesson = try served.get("/lesson/threads?part=hop&token=\(served.token)").body
        #expect(lesson.contains("<button type=\"button\" class=\"choice\" aria-pressed=\"false\">2. the main thread</button>"))
        let main = ServerSentEvents(try served.get("/lesson/threads/run?part=hop&pace=0.05&answers=2&token=\(served.token)").body)
        let page = main.data("page").joined(separator: "\n")
        #expect(page.contains("You predict: the main thread"), "\(page)")
        #expect(page.contains("Your prediction “the main thread” agrees with this run."))
        #expect(!page.contains("<div class=\"stop\""))
        let passed = ServerSentEvents(try served.get("/lesson/threads/run?part=hop&pace=0.05&answers=0&token=\(served.token)").body)
        let unanswered = passed.data("page").joined(separator: "\n")
        #expect(unanswered.contains("Answer to “Which thread updates the label?”: this run says “the main thread”."), "\(unanswered)")
        #expect(!unanswered.contains("<div class=\"stop\""), "run without predicting: it was passed on the page")
        for bad in ["1,2", "x", "-1", "99"] {
            #expect(try served.get("/lesson/threads/run?part=hop&pace=0.05&answers=\(bad)&token=\(served.token)").status == 404, "\(bad)")
        }
    }

    @Test("step mode: each waiting thread is a button with its gate; the page's click lets it go on, and the run ends with its token")
    func stepMode() throws {
        let served = try Self.classroom()
        // no stepped run plays: a click answers nothing
        #expect(try served.get("/step?choice=1&token=\(served.token)").status == 409)
        #expect(try served.get("/step?choice=x&token=\(served.token)").status == 404)
        let reply = Mutex<ServedLearn.Reply?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            reply.withLock { $0 = try? served.get("/lesson/race/run?part=global&pace=0.05&step&token=\(served.token)") }
            done.signal()
        }
        thread.start()
        // T1 (2) goes on once the run asks (409 until it does), then T2 (3), then the rest on their
        // own; a click for a thread that is not waiting is no answer (the page asks again)
        var answered = false
        for _ in 0..<600 where !answered {
            answered = try served.get("/step?choice=2&token=\(served.token)").status == 204
            if !answered { usleep(50_000) }
        }
        #expect(answered, "the stepped run never asked")
        #expect(try served.get("/step?choice=3&token=\(served.token)").status == 204)
        _ = try served.get("/step?choice=auto&token=\(served.token)")
        #expect(done.wait(timeout: .now() + 60) == .success)
        let stream = ServerSentEvents(try #require(reply.withLock { $0 }).body)
        let decisions = stream.data("decision")
        #expect(!decisions.isEmpty, "\(stream.events.map(\.name))")
        let first = decisions.first ?? ""
        #expect(decisions.count >= 2, "a click let a thread go on, and the run asked again")
        #expect(first.contains(/<button type="button" class="thread" data-choice="2">T[12]<\/button> at `read count`/), "\(first)")
        #expect(first.contains("Click a waiting thread"))
        #expect(first.contains("of the lesson&#39;s code race/append-row)"), "the gate's line in the lesson's code: \(first)")
        let stepped = stream.data("stepped").joined(separator: "\n")
        #expect(stepped.contains("the real scheduler finished the run") || stepped.contains("--replay"), "\(stepped)")
        #expect(stream.data("end").count == 1)
        #expect(stream.data("page").joined().contains("<figure class=\"run\""))
    }

    @Test("a teacher's folder that runs Swift files, with no terminal to ask at: listed, said so, and its code never compiled")
    func untrustedTeacherFolder() throws {
        let folder = LearnBinary.packageRoot + "/Tests/Fixtures/EndToEnd/teacher"
        let home = TemporaryHome()
        let served = try ServedLearn(["--lessons", folder], home: home)
        #expect(LearnBinary.unwrapped(served.learn.errors).contains("\(folder) is not trusted"), "\(served.learn.errors)")
        #expect(try served.get("/?token=\(served.token)").body.contains("href=\"/lesson/bank\""))
        let stream = ServerSentEvents(try served.get("/lesson/bank/run?part=serial&pace=0.05&token=\(served.token)").body)
        #expect(stream.data("problem").contains { $0.contains("no code was compiled") }, "\(stream.events)")
        #expect(stream.data("end") == ["stopped"])
        #expect(stream.data("trace").isEmpty)
        let builds = (try? FileManager.default.contentsOfDirectory(atPath: home.path + "/.cache/learn/play/builds")) ?? []
        #expect(builds.isEmpty, "nothing was compiled")
    }

    @Test(
        "--play FILE: the course lists it, its page shows it escaped, and play and explore stream what `learn play` and `learn explore` print, then their page",
        .tags(.swiftc), .needsToolchain)
    func playsAndExploresAFile() throws {
        let folder = try TemporaryFolder.make("learn-serve-play")
        let file = folder + "/racy.swift"
        try HTMLPageTests.racy.write(toFile: file, atomically: true, encoding: .utf8)
        let served = try ServedLearn(options: ["--play", file], environment: PlayTests.environment)
        #expect(served.learn.output.contains("can play and explore"), "\(served.learn.output)")
        let course = try served.get("/?token=\(served.token)").body
        #expect(course.contains("<a href=\"/file/0\">racy.swift</a>"))
        let page = try served.get("/file/0?token=\(served.token)").body
        #expect(page.contains("data-file=\"0\""))
        #expect(page.contains("&lt;/script&gt;&lt;script&gt;alert(") && !page.contains("</script><script>alert("))
        for path in ["/file/1", "/file/-1", "/file/0/run", "/file/x/play", "/file/..%2F..%2Fetc%2Fpasswd/play"] {
            #expect(try served.get(path + "?token=\(served.token)").status == 404, "\(path)")
        }
        #expect(try served.get("/file/0/explore?schedules=0&token=\(served.token)").status == 404)
        let played = ServerSentEvents(try served.get("/file/0/play?token=\(served.token)").body)
        #expect(played.events.first?.name == "run")
        #expect(played.data("end") == ["exit 0"], "\(played.events)")
        let said = played.data("out").joined(separator: "\n")
        #expect(said.contains("n = "), "the program's own output, as learn play prints it: \(said)")
        let html = played.data("page").joined(separator: "\n")
        #expect(html.contains("<figure class=\"run\"") && html.contains("data-thread=\"main\""))
        #expect(!html.contains("<img src=x") && !html.contains("</script><"), "everything from the run is escaped")
        let explored = ServerSentEvents(try served.get("/file/0/explore?schedules=12&token=\(served.token)").body)
        let table = explored.data("page").joined(separator: "\n")
        #expect(explored.data("end").count == 1)
        // explore's page: the file, then the table, each row with its replay token as the terminal showed it
        #expect(table.contains("<section class=\"source\">"))
        let tokens = explored.data("out").joined(separator: "\n").matches(of: /\s(s[A-Za-z]*@[0-9a-f]{8})(\n|$)/).map { String($0.1) }
        #expect(!tokens.isEmpty, "\(explored.data("out"))")
        for token in tokens { #expect(table.contains(token), "\(token)") }
    }

    @Test("--play with a file that is not a Swift file that exists: refused before the classroom opens (exit 64)")
    func playsNoSuchFile() throws {
        let r = try LearnBinary.built.run(["serve", "--port", "0", "--play", "/nonexistent/x.swift"])
        #expect(r.status == 64)
        #expect(r.errSaid.contains("--play /nonexistent/x.swift: is not a Swift file that exists"), "\(r.err)")
    }

    @Test("in Korean: the course and the refusals in Korean words")
    func korean() throws {
        let served = try ServedLearn(["--lang", "ko"])
        let course = try served.get("/?token=\(served.token)")
        #expect(course.status == 200)
        #expect(course.body.contains("<html lang=\"ko\">") && course.body.contains("<h1>과정</h1>"))
        #expect(try served.get("/").body.contains("토큰"))
        #expect(served.interrupt() == 0)
    }

    @Test("Ctrl-C closes the classroom: exit 0, and it says so")
    func ctrlC() throws {
        let served = try ServedLearn()
        #expect(try served.get("/?token=\(served.token)").status == 200)
        #expect(served.interrupt() == 0)
        #expect(served.learn.output.contains("The classroom is closed."))
    }

    @Test("a port another classroom holds: exit 1, with the system's reason and what to do")
    func portTaken() throws {
        let served = try Self.classroom()
        let r = try LearnBinary.built.run(["serve", "--port", String(served.port)])
        #expect(r.status == 1)
        #expect(r.errSaid.contains("cannot listen on 127.0.0.1 port \(served.port): "), "\(r.err)")
        #expect(r.errSaid.contains("--port (0 lets the system choose one)"), "\(r.err)")
    }

    @Test("--port that is no port is refused before anything listens (exit 64)")
    func badPort() throws {
        for port in ["65536", "-1", "http"] {
            let r = try LearnBinary.built.run(["serve", "--port", port])
            #expect(r.status == 64, "\(port)")
            #expect(r.errSaid.contains("--port \(port)"), "\(port): \(r.err)")
        }
    }
}
