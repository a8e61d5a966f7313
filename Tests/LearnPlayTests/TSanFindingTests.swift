import Testing

@testable import LearnPlay

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
