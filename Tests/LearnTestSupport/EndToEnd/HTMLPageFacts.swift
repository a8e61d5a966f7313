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

extension HTMLPageFacts {
    /// A screenshot of the page at `address` (a file's path, or `http://…` once its scripts and
    /// their requests are done) written to `png`, `width`×`height` pixels; false when Chromium
    /// is missing or wrote nothing.
    package static func screenshot(address: String, png: String, width: Int = 1000, height: Int = 700, seconds: Int = 30) -> Bool {
        guard let chromium else { return false }
        let profile = NSTemporaryDirectory() + "learn-chromium-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let args = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions", "--hide-scrollbars",
            "--user-data-dir=" + profile, "--virtual-time-budget=\(seconds * 1000)", "--window-size=\(width),\(height)",
            "--screenshot=" + png, address.hasPrefix("http") ? address : "file://" + address,
        ]
        guard let r = run(chromium, args), r.status == 0 else { return false }
        return FileManager.default.fileExists(atPath: png)
    }

    /// The share of pixels (0…1) of two PNGs that differ by more than `threshold` in a colour
    /// channel; 1 when their sizes differ, nil when either cannot be read. Decoded by Python's
    /// zlib (8-bit RGB or RGBA, not interlaced: what Chromium writes), no image library needed.
    package static func pngDifference(_ a: String, _ b: String, threshold: Int = 48) -> Double? {
        let script = """
            import sys, zlib, struct
            def decode(path):
                data = open(path, "rb").read()
                assert data[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
                pos, idat, w, h, ctype = 8, b"", 0, 0, 0
                while pos < len(data):
                    n, kind = struct.unpack(">I4s", data[pos:pos + 8])
                    body = data[pos + 8:pos + 8 + n]
                    if kind == b"IHDR":
                        w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
                        assert depth == 8 and interlace == 0 and ctype in (2, 6)
                    elif kind == b"IDAT":
                        idat += body
                    pos += 12 + n
                bpp = 4 if ctype == 6 else 3
                raw, stride = zlib.decompress(idat), w * bpp
                rows, prev, i = [], bytearray(stride), 0
                for _ in range(h):
                    f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
                    i += 1 + stride
                    for x in range(stride):
                        a = line[x - bpp] if x >= bpp else 0
                        b, c = prev[x], prev[x - bpp] if x >= bpp else 0
                        if f == 1: line[x] = (line[x] + a) & 255
                        elif f == 2: line[x] = (line[x] + b) & 255
                        elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
                        elif f == 4:
                            p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                            line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
                    rows.append(line); prev = line
                return w, h, bpp, rows
            (w1, h1, p1, r1), (w2, h2, p2, r2) = decode(sys.argv[1]), decode(sys.argv[2])
            if (w1, h1) != (w2, h2):
                print(1.0); sys.exit(0)
            t, differ = int(sys.argv[3]), 0
            for y in range(h1):
                for x in range(w1):
                    if any(abs(r1[y][x * p1 + k] - r2[y][x * p2 + k]) > t for k in range(3)): differ += 1
            print(differ / float(w1 * h1))
            """
        guard let r = run("/usr/bin/env", ["python3", "-c", script, a, b, String(threshold)]), r.status == 0 else { return nil }
        return Double(r.out.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
