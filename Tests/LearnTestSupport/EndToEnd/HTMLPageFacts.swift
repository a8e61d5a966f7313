import Foundation

/// What a test reads in a page `--html` wrote: its run figures and their lanes, the threads a
/// `--trace-out` file recorded for the same runs, and what a strict parser and a real browser
/// make of it.
package enum HTMLPageFacts {
    /// The thread names of each lane group, per run figure (`data-run`), in order.
    package static func lanes(_ page: String) -> [(run: Int, threads: [String])] {
        let figures = page.components(separatedBy: "<figure class=\"run\"").dropFirst()
        return figures.map { figure in
            let run = Int(figure.firstMatch(of: /data-run="([0-9]+)"/)?.1 ?? "") ?? 0
            let threads = figure.matches(of: /<g class="lane" data-thread="([^"]*)">/).map { String($0.1) }
            return (run, threads)
        }
    }

    /// The names (`main`, `T1`, …) of the threads of run `pid` in a `--trace-out` file.
    package static func traceThreads(_ json: String, run pid: Int) -> Set<String> {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let events = object["traceEvents"] as? [[String: Any]]
        else { return [] }
        return Set(
            events.compactMap { e -> String? in
                guard e["name"] as? String == "thread_name", e["pid"] as? Int == pid, (e["tid"] as? Int ?? 0) != 0,
                    let name = (e["args"] as? [String: Any])?["name"] as? String
                else { return nil }
                return String(name.prefix { $0 != " " })
            })
    }

    /// Every URL-like text of the page: anywhere, a scheme (`http://`, `https://`, `file://`,
    /// `javascript:`) or `@import`; in a tag, the style sheet or the script, an `src`/`href`
    /// attribute, a quoted `data:`, a protocol-relative `//host`, a `url(` of anything but the
    /// page's own `#id`.
    package static func externalReferences(_ page: String) -> [String] {
        // anywhere, escaped text included: a scheme or a style's import
        let anywhere: [Regex<Substring>] = [/(?i)\b(?:https?|ftp|file):\/\//, /(?i)\bjavascript:/, /(?i)@import/]
        // inside a tag only (a learner's `<img src=x>` is text on the page): a reference out
        let inTags: [Regex<Substring>] = [
            /(?i)\s(?:src|href|xlink:href|action|srcset|poster|data)\s*=/, /(?i)url\(\s*[^#\s]/, /(?i)["'(]\s*data:/, /["'(=]\/\/[a-z0-9]/,
        ]
        var found: [String] = []
        for pattern in anywhere { found += page.matches(of: pattern).map { String(page[$0.range]) } }
        for tag in page.matches(of: /<[A-Za-z][^>]*>/) {
            let text = page[tag.range]
            for pattern in inTags { found += text.matches(of: pattern).map { String(text[$0.range]) } }
        }
        // the style sheet's and the script's own text
        for block in page.matches(of: /<(?:style|script)>[^<]*<\//) {
            let text = page[block.range]
            for pattern in inTags { found += text.matches(of: pattern).map { String(text[$0.range]) } }
        }
        return found
    }

    /// Parses `file` with html5lib in strict mode: nil when it parsed without error, else
    /// what went wrong (html5lib missing is an error too, saying how to install it).
    package static func strictParseProblem(_ file: String) -> String? {
        let script = """
            import sys
            try:
                import html5lib
            except ImportError:
                print("html5lib is not installed: apt-get install -y python3-html5lib, or pip install html5lib (.ci/run installs it)")
                sys.exit(2)
            parser = html5lib.HTMLParser(strict=True)
            try:
                parser.parse(open(sys.argv[1], "rb").read().decode("utf-8"))
            except Exception as error:
                print("line/col", getattr(parser, "errors", [])[:3], error)
                sys.exit(1)
            """
        // the python3 on PATH (pip's html5lib), else Debian's (python3-html5lib)
        var r = run("/usr/bin/env", ["python3", "-c", script, file])
        if r == nil || r?.status == 2, FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") {
            r = run("/usr/bin/python3", ["-c", script, file])
        }
        guard let r else { return "python3 could not be started: apt-get install -y python3-html5lib" }
        return r.status == 0 ? nil : "html5lib: " + r.out + r.err
    }

    /// Chromium, if installed (`apt-get install -y chromium`).
    package static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The DOM of `file` after its scripts ran, as headless Chromium serialises it; with
    /// `screenshot`, a PNG of the page is written there too.
    package static func renderedDOM(_ file: String, screenshot: String? = nil) -> (dom: String, status: Int32)? {
        guard let chromium else { return nil }
        let profile = NSTemporaryDirectory() + "learn-chromium-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: profile) }
        var args = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--user-data-dir=" + profile,
        ]
        if let screenshot { args += ["--screenshot=" + screenshot, "--window-size=1100,900"] } else { args.append("--dump-dom") }
        guard let r = run(chromium, args + ["file://" + file]) else { return nil }
        return (r.out, r.status)
    }

    /// The DOM of the page at `address` (`http://…`) once its scripts and the requests they
    /// made are done, or `seconds` of its virtual time have passed, as headless Chromium
    /// serialises it.
    package static func renderedDOM(address: String, seconds: Int = 30) -> (dom: String, status: Int32)? {
        guard let chromium else { return nil }
        let profile = NSTemporaryDirectory() + "learn-chromium-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let args = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--user-data-dir=" + profile, "--virtual-time-budget=\(seconds * 1000)", "--dump-dom", address,
        ]
        guard let r = run(chromium, args) else { return nil }
        return (r.out, r.status)
    }

    private static func run(_ path: String, _ args: [String]) -> (status: Int32, out: String, err: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = args
        let folder = NSTemporaryDirectory() + "learn-page-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (outFile, errFile) = (folder + "/out", folder + "/err")
        _ = FileManager.default.createFile(atPath: outFile, contents: nil)
        _ = FileManager.default.createFile(atPath: errFile, contents: nil)
        guard let out = FileHandle(forWritingAtPath: outFile), let err = FileHandle(forWritingAtPath: errFile) else { return nil }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        let text = { (p: String) in String(decoding: FileManager.default.contents(atPath: p) ?? Data(), as: UTF8.self) }
        return (process.terminationStatus, text(outFile), text(errFile))
    }
}
