import Foundation
import LearnTestSupport
import Testing

/// A lesson as a class sees it: every line fits the terminal, and `--step` / `--present` give
/// screens that fit, pausing after the question, after the run's lanes, before the explanation.
@Suite(.tags(.tmux, .lessonPlays), .slow) struct ClassroomTests {
    /// The shipped lessons' ids.
    static let lessons: [String] = {
        let dir = LearnBinary.packageRoot + "/Lessons"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return files.filter { $0.hasSuffix(".md") && $0 != "FORMAT.md" }.map { String($0.dropLast(3)) }.sorted()
    }()

    /// Each lesson at one of the widths, the next lesson at the next width (every lesson at every
    /// width under `LEARN_TESTS=all`).
    @Test(arguments: [60, 80, 100].enumerated().map { $0 })
    func everyLessonFitsTheWidth(_ part: Int, _ columns: Int) throws {
        #expect(Self.lessons.count >= 10)
        for lesson in TestSet.share(Self.lessons, part: part, of: 3) {
            let run = try LearnBinary.built.run(["run", lesson, "--pace", "0.05", "--seed", "1"], environment: ["COLUMNS": "\(columns)"])
            let wide = run.out.split(separator: "\n").filter { Self.width($0) > columns }
            #expect(wide.isEmpty, "\(lesson) at \(columns) columns: \(wide.prefix(3))")
        }
    }

    /// The whole lesson quickly, and one part at the pace a class watches it.
    static let paces: [[String]] = [["--pace", "0.05"], ["--pace", "2", "--variant", "barrier"]]

    @Test(.needsTmux, arguments: paces)
    func stepScreensFitAt80x24(_ pace: [String]) throws {
        let term = Terminal()
        try term.start(["run", "barrier", "--seed", "1", "--step"] + pace, columns: 80, rows: 24)
        let screens = try Self.pressEnterThrough(term) { $0.contains("-- paused") || $0.contains("your prediction") }
        #expect(screens.last?.contains("EXIT=") == true)
        // each screen shows the prompt that ended the screen before: nothing scrolled away
        for screen in screens.dropFirst().dropLast() {
            let prompts =
                screen.components(separatedBy: "-- paused").count - 1 + screen.components(separatedBy: "your prediction").count - 1
            #expect(prompts >= 2, "a screen taller than the terminal:\n\(screen)")
        }
        // the question whole with its options; the lanes whole, with the summary but not the checks;
        // then the checks and the explanation
        #expect(
            screens.contains { $0.contains("? Will a write") && $0.contains("1) yes") && $0.contains("2) no, a write always runs alone") })
        #expect(
            screens.contains { screen in
                LanesTerminalTests.Lanes(screen: screen).map { $0.rows.filter { $0.hasPrefix("T") }.count >= 4 } == true
                    && screen.contains("at once") && screen.contains("Peak parallelism") && !screen.contains("✓")
            })
        #expect(
            screens.contains { $0.contains("✓ write-alone") && $0.contains("ran alone, as the check says") && !$0.contains("at once ") })
    }

    @Test(.needsTmux) func presentClearsEachScreenAndShowsAFooter() throws {
        let term = Terminal()
        try term.start(["run", "barrier", "--pace", "2", "--seed", "1", "--present", "--variant", "barrier"], columns: 80, rows: 24)
        let screens = try Self.pressEnterThrough(term) { $0.contains("Enter: next") || $0.contains("your prediction") }
        #expect(screens.contains { $0.contains("barrier · part 1/1 barrier · step") })
        // each screen starts at the top with what it is about: nothing scrolled off it
        let first = { (screen: String) in Terminal.lines(screen).first ?? "" }
        #expect(screens.contains { first($0).hasPrefix("? Will a write") && $0.contains("2) no, a write always runs alone") })
        // the lanes come on a screen of their own, whole: the axis and the summary under them
        #expect(
            screens.contains { screen in
                LanesTerminalTests.Lanes(screen: screen) != nil && Terminal.lines(screen)[1].contains("├")
                    && screen.contains("Peak parallelism") && !screen.contains("Predict")
            })
        // cleared: the explanation's screen carries neither the lesson's opening nor the lanes
        #expect(
            screens.contains {
                first($0).hasPrefix("Answer to") && $0.contains("✓ write-alone")
                    && $0.contains("ran alone, as the check says") && !$0.contains("A thread-safe array with a barrier")
                    && !$0.contains("├")
            })
        // every stop keeps the footer on the last row, the question's too
        for screen in screens.dropLast() {
            let footer = screen.split(separator: "\n", omittingEmptySubsequences: false).prefix(24).last ?? ""
            #expect(
                footer.hasPrefix("barrier · ") && footer.contains("step ")
                    && (footer.contains("Enter: next") || footer.contains("1-2: predict")), "\(screen)")
        }
    }

    /// A teacher jumps to a part (`p 3`) from any pause; the footer counts parts and the steps of
    /// the part; a part that is not there is said, and the lesson waits where it was.
    @Test(.needsTmux) func presentJumpsToAPart() throws {
        let term = Terminal()
        try term.start(["run", "barrier", "--pace", "0.05", "--seed", "1", "--present"], columns: 80, rows: 24)
        let first = try term.waitFor { Terminal.lines($0).last?.contains("Enter: next") == true }
        #expect(first.contains("barrier · step "), "the introduction is no part: \(first)")
        try term.send("p 9", "Enter")
        #expect(try term.waitFor("There is no part 9").contains("There is no part 9"))
        try term.send("p 3", "Enter")
        let jumped = try term.waitFor { $0.contains("barrier · part 3/6 global-barrier · step") }
        #expect(!jumped.contains("There is no part"), "\(jumped)")
        try term.send("q", "Enter")
    }

    @Test(.needsTmux) func enterPressedDuringARunSkipsNoScreen() throws {
        let term = Terminal()
        try term.start(["run", "barrier", "--pace", "2", "--seed", "1", "--step", "--variant", "barrier"], columns: 80, rows: 24)
        _ = try Self.pressEnterThrough(term, until: { $0.contains("your prediction") }) {
            $0.contains("-- paused") || $0.contains("your prediction")
        }
        // at pace 2 the run lasts seconds after its first read: Enter now is typed ahead of the next pause
        try term.send("2", "Enter")
        try term.waitFor("▶ read")
        try term.send("Enter")
        let stop = try term.waitFor { $0.contains("EXIT=") || Terminal.lines($0).last == "-- paused: press Enter to go on --" }
        #expect(!stop.contains("Peak parallelism"), "the pause after the live log waited for a new Enter:\n\(stop)")
        try term.send("Enter")
        #expect(
            try term.waitFor { $0.contains("Peak parallelism") && Terminal.lines($0).last?.hasPrefix("-- paused") == true }.contains("├"))
    }

    /// Presses Enter at each stop until `learn` exits (or a stop `last` accepts); the screens seen
    /// at each stop. A stop is a screen whose cursor waits on a line that `isStop` accepts: the
    /// Enter just typed moves the cursor off the prompt (and may scroll), so the screen of the
    /// stop before is never taken for the next one.
    static func pressEnterThrough(
        _ term: Terminal, until last: (String) -> Bool = { _ in false }, isStop: (String) -> Bool
    ) throws -> [String] {
        var screens: [String] = []
        let deadline = Date().addingTimeInterval(120)
        for _ in 0..<80 {
            var now = try term.screenAndCursorLine()
            while !(now.screen.contains("EXIT=") || isStop(now.cursorLine)) && Date() < deadline {
                usleep(20_000)
                now = try term.screenAndCursorLine()
            }
            screens.append(now.screen)
            if now.screen.contains("EXIT=") || last(now.cursorLine) || Date() >= deadline { break }
            try term.send("Enter")
            // wait until the Enter has moved the cursor off this prompt
            while Date() < deadline, try term.screenAndCursorLine() == now { usleep(20_000) }
        }
        return screens
    }

    /// Terminal columns a line takes (wide East Asian characters count two, escapes none).
    static func width(_ line: Substring) -> Int {
        var n = 0
        var inEscape = false
        for c in line.unicodeScalars {
            if inEscape {
                if c.properties.isAlphabetic { inEscape = false }
                continue
            }
            if c == "\u{1B}" {
                inEscape = true
                continue
            }
            if c.properties.generalCategory == .nonspacingMark { continue }
            switch c.value {
            case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF:
                n += 2
            default: n += 1
            }
        }
        return n
    }
}

/// A teacher's folder: edits show in a running shell; a rejected lesson says why.
@Suite struct TeacherFolderTests {
    /// A copy of the fixture lesson folder, to edit.
    static func folder() throws -> String {
        let dir = try TemporaryFolder.make("learn-teacher")
        try FileManager.default.copyItem(atPath: LearnBinary.fixtureLessons + "/hello.md", toPath: dir + "/hello.md")
        return dir
    }

    @Test func aRejectedLessonSaysWhyWhenAskedForById() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let text = try String(contentsOfFile: dir + "/hello.md", encoding: .utf8)
            .replacingOccurrences(of: "id: hello", with: "id: demo-x").replacingOccurrences(of: "demo: noop", with: "demo: nosuch")
        try text.write(toFile: dir + "/demo-x.md", atomically: true, encoding: .utf8)
        let run = try LearnBinary.built.run(["run", "demo-x", "--lessons", dir])
        #expect(run.status == 64)
        #expect(run.errSaid.contains("demo-x.md was not loaded: 1 problem; first: \(dir)/demo-x.md:"), "\(run.err)")
        #expect(run.errSaid.contains("run `learn check \(dir)`"), "\(run.err)")
    }

    @Test(.needsTmux) func anEditShowsInTheRunningShell() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let term = Terminal()
        try term.startAtPrompt(["--lessons", dir])
        try term.send("show hello", "Enter")
        try term.waitFor("A fixture lesson")
        let text = try String(contentsOfFile: dir + "/hello.md", encoding: .utf8)
            .replacingOccurrences(of: "A fixture lesson", with: "An edited lesson")
        try text.write(toFile: dir + "/hello.md", atomically: true, encoding: .utf8)
        try term.send("show hello", "Enter")
        #expect(try term.waitFor("An edited lesson").contains("An edited lesson"))
        try term.send("quit", "Enter")
    }
}
