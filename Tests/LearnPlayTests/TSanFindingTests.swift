import LearnLanguage
import LearnRunner
import LearnTrace
import Testing

@testable import LearnPlay
@testable import LearnTestSupport

/// ThreadSanitizer's reports told at the learner's lines, from reports captured on this toolchain.
@Suite struct TSanFindingTests {
    static let path = "/cache/builds/abc/race.swift"
    static let text = """
        import Foundation

        var count = 0
        let group = DispatchGroup()
        for _ in 0..<2 {
            DispatchQueue.global().async(group: group) {
                for _ in 0..<100_000 {
                    count += 1
                }
            }
        }
        """

    static let report = """
        WARNING: ThreadSanitizer: data race (pid=20381)
          Write of size 8 at 0x5630f3253a80 by thread T2:
            #0 $s4mainyyYbcfU_ \(path):8:19 (race-tsan+0xfc961) (BuildId: 5577)
            #1 $s10Foundation6ThreadC4mainyyF <null> (libFoundation.so+0x3795f8) (BuildId: bbe2)

          Previous read of size 8 at 0x5630f3253a80 by thread T1:
            #0 $s4mainyyYbcfU_ \(path):8:13 (race-tsan+0xfc961) (BuildId: 5577)

          Location is global '$s4main5countSivp' of size 8 at 0x5630f3253a80 (race-tsan+0x14b9a80)

        SUMMARY: ThreadSanitizer: data race \(path):8:19 in $s4mainyyYbcfU_
        """

    @Test func aGlobalRaceNamesTheVariableTheThreadsAndTheLines() throws {
        let report = try #require(TSanReport.parse(Self.report).first)
        let finding = TSanFinding(report: report, compiledPath: Self.path, text: Self.text)
        #expect(finding.sentence == "`count` at line 8 written on T2 while T1 read it at line 8, with nothing ordering them")
        #expect(finding.lines == [8])
        #expect(
            finding.sentence(Catalogue(.ko))
                == "`count`: T2 스레드가 8번 줄에서 썼습니다. T1 스레드도 8번 줄에서 읽었습니다. 두 접근 사이의 순서를 정해 주는 것이 없습니다")
        #expect(TSanSentenceFacts.korean(finding.sentence(Catalogue(.ko))) == TSanSentenceFacts.english(finding.sentence))
    }

    /// The reading the corpus compares translations by: it sees a wrong line, verb or thread.
    @Test func aSentencesFactsAreItsThreadsVerbsAndLines() throws {
        let report = try #require(TSanReport.parse(Self.report).first)
        let korean = TSanFinding(report: report, compiledPath: Self.path, text: Self.text).sentence(Catalogue(.ko))
        let facts = TSanSentenceFacts.korean(korean)
        #expect(
            facts.accesses == [.init(thread: "T2", verb: "write", lines: [8]), .init(thread: "T1", verb: "read", lines: [8])]
                && facts.names == ["count"])
        for wrong in [
            korean.replacingOccurrences(of: "T1 스레드도 8번", with: "T1 스레드도 9번"),
            korean.replacingOccurrences(of: "읽었습니다", with: "썼습니다"),
            korean.replacingOccurrences(of: "T2 스레드가", with: "main 스레드가"),
        ] {
            #expect(TSanSentenceFacts.korean(wrong) != facts, "\(wrong)")
        }
    }

    /// The explanation as `learn --lang ko play --tsan` prints it: the same findings and lines,
    /// wrapped to the terminal in display columns, the English too (issue 39: left to the terminal,
    /// its words were cut).
    @Test func theExplanationInKoreanFitsTheTerminal() {
        func run(_ stderr: String) -> PlayRun {
            var result = RunResult(
                request: RunRequest(program: ProgramTarget(fileName: "race.swift")), status: .finished, trace: Trace(events: []))
            result.stderr = stderr
            return PlayRun(result: result)
        }
        let source = PlaySource(path: "/home/me/race.swift", text: Self.text)
        let raced = TSanVerdict(runs: [run(Self.report)], compiledPath: Self.path, text: Self.text)
        #expect(
            raced.explanation(source: source)
                == "ThreadSanitizer found 1 problem in `race.swift` (after 1 run):\n"
                + "  • `count` at line 8 written on T2 while T1 read it at line 8, with nothing\n"
                + "    ordering them.\n"
                + "         8 │ count += 1")
        #expect(
            raced.explanation(source: source, words: Catalogue(.ko), width: 80)
                == "ThreadSanitizer가 `race.swift`에서 문제 1개를 찾았습니다(실행 1회 후):\n"
                + "  • `count`: T2 스레드가 8번 줄에서 썼습니다. T1 스레드도 8번 줄에서 읽었습니다.\n"
                + "    두 접근 사이의 순서를 정해 주는 것이 없습니다.\n"
                + "         8 │ count += 1")
        let clean = TSanVerdict(runs: [run(""), run("")], compiledPath: Self.path, text: Self.text)
        let korean = clean.explanation(source: source, words: Catalogue(.ko), width: 80)
        #expect(korean.hasPrefix("ThreadSanitizer가 `race.swift`에서 data race를 찾지 못했습니다(실행 2회)."), "\(korean)")
        for line in korean.split(separator: "\n") { #expect(TerminalLines.columns(String(line)) <= 80, "\(line)") }
        #expect(clean.explanation(source: source).hasPrefix("ThreadSanitizer found no data race in 2 runs of `race.swift`. (A race"))
    }

    @Test func aHeapRaceTakesTheNameFromTheLearnersLine() throws {
        let heap = Self.report.replacingOccurrences(
            of: "Location is global '$s4main5countSivp' of size 8", with: "Location is heap block of size 24")
        let report = try #require(TSanReport.parse(heap).first)
        #expect(TSanFinding(report: report, compiledPath: Self.path, text: Self.text).subject == "count")
    }

    @Test func identifiersBeforeTheColumn() {
        #expect(TSanFinding.identifier(in: "        self.canSignal = false", before: 24) == "canSignal")
        #expect(TSanFinding.identifier(in: "    if canSignal {", before: 8) == "canSignal")
        #expect(TSanFinding.globalName("  Location is global '$s4main7balanceSivp' of size 8") == "balance")
    }
}

/// The parts that read TSan's frames and name what they find, from reports captured on this toolchain.
@Suite struct TSanNamingTests {
    static let path = "/cache/builds/abc/flag.swift"
    static let text = """
        import Foundation

        final class Flag {
            var on = false

            func flip() {
                helper()
            }

            private func helper() {
                on.toggle()
            }
        }

        let flag = Flag()
        print(flag.on)
        """

    /// frame #0 has the file and no line: Swift marks the access check as line 0.
    static let report = """
        WARNING: ThreadSanitizer: Swift access race (pid=4027)
          Modifying access of Swift variable at 0x720c00000040 by thread T1:
            #0 $s4main4FlagC6helper33_612ALLyyF \(path) (program+0xfcae8) (BuildId: 93fe)
            #1 $s4main4FlagC4flipyyF \(path):7:9 (program+0xfd039) (BuildId: 93fe)
            #2 $s4mainyyYbcfU_ \(path):14:10 (program+0xfc794) (BuildId: 93fe)

          Previous read of size 1 at 0x720c00000040 by main thread:
            #0 main \(path):16:12 (program+0xfcec8) (BuildId: 93fe)

          Location is heap block of size 40 at 0x720c00000030 allocated by main thread:
            #0 malloc /llvm/tsan_interceptors_posix.cpp:686:5 (program+0x79d70) (BuildId: 93fe)
            #1 swift_slowAlloc <null> (libswiftCore.so+0x46fa6e) (BuildId: b521)
            #2 main \(path):15:12 (program+0xfcd26) (BuildId: 93fe)

        SUMMARY: ThreadSanitizer: Swift access race \(path) in $s4main4FlagC6helper33_612ALLyyF
        """

    static let symbols = TSanSymbols(
        points: [0xfcae8: .init(line: 11, column: 12)],
        names: [
            "$s4main4FlagC6helper33_612ALLyyF": "Flag.helper()", "$s4main4FlagC4flipyyF": "Flag.flip()",
            "$s4mainyyYbcfU_": "closure #1 in ",
        ])

    @Test func framesAreReadWithOrWithoutALine() throws {
        let frame = try #require(TSanFrame("    #0 $s4main4FlagC4flipyyF /a b/flag.swift:7:9 (program+0xfd039) (BuildId: 93fe)"))
        #expect(
            frame
                == TSanFrame(
                    symbol: "$s4main4FlagC4flipyyF", file: "/a b/flag.swift", line: 7, column: 9, module: "program", offset: 0xfd039))
        let bare = try #require(TSanFrame("#1 swift_slowAlloc <null> (libswiftCore.so+0x46fa6e)"))
        #expect(bare.file == "<null>" && bare.line == nil && bare.module == "libswiftCore.so" && bare.offset == 0x46fa6e)
        #expect(TSanFrame("  Location is heap block") == nil)
    }

    /// Captured on 6.3.1: the same getter, in two reports of one program, with and without the slash.
    @Test func anAccessorTheCompilerMadeIsKnownWithOrWithoutASlash() throws {
        for file in ["/<compiler-generated>", "<compiler-generated>"] {
            let frame = try #require(
                TSanFrame("      #0 $s4main14AsyncOperationC5stateAC5StateOvg \(file) (program+0x1062cd) (BuildId: 41e4)"))
            #expect(frame.isCompilerMade && frame.line == nil && frame.offset == 0x1062cd)
        }
        #expect(try #require(TSanFrame("#1 f /a/flag.swift:7:9 (program+0xfd039)")).isCompilerMade == false)
    }

    @Test func theSymbolisedLineWinsOverTheCallersAndTheChainSaysWhoCalled() throws {
        let report = try #require(TSanReport.parse(Self.report).first)
        let finding = TSanFinding(report: report, compiledPath: Self.path, text: Self.text, symbols: Self.symbols)
        #expect(
            finding.sentence
                == "`flag.on` at line 11 written on T1 (in `helper()`, called from `flip()` at line 7, called from a closure at line 14) while main read it at line 16, with nothing ordering them"
        )
        #expect(
            finding.sentence(Catalogue(.ko))
                == "`flag.on`: T1 스레드가 11번 줄에서 (`helper()` 안, 7번 줄의 `flip()`에서 호출됨, 14번 줄의 클로저에서 호출됨) 썼습니다. main 스레드도 16번 줄에서 읽었습니다. 두 접근 사이의 순서를 정해 주는 것이 없습니다"
        )
        #expect(TSanSentenceFacts.korean(finding.sentence(Catalogue(.ko))) == TSanSentenceFacts.english(finding.sentence))
        // Without the symbolizer the caller's line is never borrowed: the sentence names the
        // function (by its mangled name: nothing demangled it).
        let bare = TSanFinding(report: report, compiledPath: Self.path, text: Self.text)
        #expect(bare.current.line == nil && bare.lines == [16])
        #expect(
            bare.sentence(Catalogue(.ko)).hasPrefix(
                "`flag.on`: T1 스레드가 `$s4main4FlagC6helper33_612ALLyyF` 안에서 (7번 줄의 `$s4main4FlagC4flipyyF`에서 호출됨,"),
            "\(bare.sentence(Catalogue(.ko)))")
        #expect(TSanSentenceFacts.korean(bare.sentence(Catalogue(.ko))) == TSanSentenceFacts.english(bare.sentence))
    }

    @Test func verbsAreTSansOwn() {
        #expect(TSanFinding.verb("Write of size 8 at 0x1 by thread T2:") == "written")
        #expect(TSanFinding.verb("Previous read of size 8 at 0x1 by main thread:") == "read")
        #expect(TSanFinding.verb("Modifying access of Swift variable at 0x1 by thread T1:") == "written")
        #expect(TSanFinding.verb("Read access of Swift variable at 0x1 by thread T1:") == "read")
        #expect(TSanFinding.verb("Atomic write of size 4 at 0x1 by thread T1:") == "atomically written")
        #expect(TSanFinding.verb("Previous atomic read of size 4 at 0x1 by main thread:") == "atomically read")
    }

    @Test func functionsAreNamedAsTheLearnerWroteThem() {
        func display(_ name: String, _ language: Language = .en) -> String { TSanSource.function(name).words(Catalogue(language)) }
        #expect(display("Flag.deposit(_:)") == "`deposit(_:)`")
        #expect(display("closure #1 in closure #2 in Flag.flip()") == "a closure in `flip()`")
        #expect(display("closure #1 in ") == "a closure")
        #expect(display("Thermostat.target.setter") == "the setter of `target`")
        #expect(display("AsyncOperation.state.didset") == "`state`'s didSet")
        #expect(display("main") == "the top level")
        #expect(display("Flag.__allocating_init()") == "`Flag.init()`")
        #expect(display("Flag.deposit(_:)", .ko) == "`deposit(_:)`")
        #expect(display("closure #1 in closure #2 in Flag.flip()", .ko) == "`flip()` 안의 클로저")
        #expect(display("closure #1 in ", .ko) == "클로저")
        #expect(display("Thermostat.target.setter", .ko) == "`target`의 setter")
        #expect(display("AsyncOperation.state.didset", .ko) == "`state`의 didSet")
        #expect(display("main", .ko) == "최상위 코드")
        #expect(TSanSource.globalName("static Settings.volume") == "Settings.volume")
    }

    @Test func llvmSymbolizersJSONIsRead() {
        let json =
            #"[{"Address":"0xfcab9","ModuleName":"flag","Symbol":[{"Column":12,"FileName":"/f.swift","FunctionName":"$sF","Line":13}]}]"#
        let entry = TSanSymbolizer.entries(json)[0xfcab9]
        #expect(entry?.line == 13 && entry?.column == 12 && entry?.file == "/f.swift" && entry?.function == "$sF")
        #expect(TSanSymbolizer.mangledGlobal("  Location is global '$s4main5countSivp' of size 8") == "$s4main5countSivp")
    }
}
