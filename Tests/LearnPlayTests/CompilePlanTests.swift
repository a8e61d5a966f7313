import Foundation
import Testing

@testable import LearnPlay

/// The parts of a traced build's direct path that need no compiler: reading the tools'
/// `-###` lines, filling in the plan, the libraries an object asks for, the support file's name.
@Suite struct CompilePlanTests {
    @Test func commandLinesAreSplitAsTheToolsQuoteThem() {
        #expect(ShellWords.split("/bin/tool -c  'a b.swift' -o x.o") == ["/bin/tool", "-c", "a b.swift", "-o", "x.o"])
        #expect(ShellWords.split(#" "/bin/ld" "-o" "a\"b" "" "c d""#) == ["/bin/ld", "-o", "a\"b", "", "c d"])
        #expect(ShellWords.split(#"a\ b 'it'\''s'"#) == ["a b", "it's"])
    }

    @Test func thePlanPutsTheFileObjectsAndLibrariesInTheirPlaces() {
        let plan = CompilePlan(
            frontend: ["fe", "-frontend", "-c", "-primary-file", CompilePlan.input, "-o", CompilePlan.object],
            link: ["ld", "-o", CompilePlan.program, "crt1.o", CompilePlan.object, CompilePlan.libraries, "-lc"])
        #expect(
            plan.compile("/s/a.swift", into: "/s/a.o", parseAsLibrary: true, importing: ("/m", "M"))
                == [
                    "fe", "-frontend", "-c", "-primary-file", "/s/a.swift", "-o", "/s/a.o", "-parse-as-library", "-I", "/m",
                    "-import-module", "M",
                ])
        #expect(
            plan.link(["/s/a.o", "/m/s.o"], libraries: ["-lswiftCore", "-lFoundation"], into: "/s/program")
                == ["ld", "-o", "/s/program", "crt1.o", "/s/a.o", "/m/s.o", "-lswiftCore", "-lFoundation", "-lc"])
    }

    @Test func theLibrariesAreReadFromTheObjectsSection() {
        let object = Self.elf(sections: [
            (".text", [0x90]), (AutolinkEntries.section, Array("-lswiftCore\0-lFoundation\0-lswiftCore\0".utf8)),
        ])
        #expect(AutolinkEntries.entries(in: object) == ["-lswiftCore", "-lFoundation"])
        #expect(AutolinkEntries.entries(in: Self.elf(sections: [(".text", [0x90])])) == [])
    }

    @Test func aFileThatIsNoObjectGivesNoLibrariesAndNoCrash() {
        let object = Self.elf(sections: [(AutolinkEntries.section, Array("-lm\0".utf8))])
        #expect(AutolinkEntries.entries(in: Array("#!/bin/sh\n".utf8)) == nil)
        for cut in stride(from: 0, to: object.count, by: 7) { _ = AutolinkEntries.entries(in: Array(object[..<cut])) }
        var huge = object
        for i in 0x28..<0x30 { huge[i] = 0xff }  // section headers past the end
        #expect(AutolinkEntries.entries(in: huge) == nil)
    }

    @Test func theSupportFilesFolderIsLeftOutOfMessages() {
        let text = "/c/learn/play/support-1/direct-2.partial.3/learn-play-support.swift:4:6: note: here\nx.swift:1:1: error: e"
        #expect(PlaySupportModule.shorten(text) == "learn-play-support.swift:4:6: note: here\nx.swift:1:1: error: e")
    }

    /// A minimal ELF64 little-endian object: a null section, `sections`, then the names' table.
    static func elf(sections: [(String, [UInt8])]) -> [UInt8] {
        var names: [UInt8] = [0], data: [UInt8] = [], headers: [(name: Int, offset: Int, size: Int)] = [(0, 0, 0)]
        for (name, bytes) in sections + [(".shstrtab", [])] {
            let isNames = name == ".shstrtab"
            let nameOffset = names.count
            names += Array(name.utf8) + [0]
            let content = isNames ? names : bytes
            headers.append((nameOffset, 64 + data.count, content.count))
            data += content
        }
        var file = [UInt8](repeating: 0, count: 64)
        file[0...5] = [0x7f, 0x45, 0x4c, 0x46, 2, 1]
        func put(_ value: Int, at offset: Int, width: Int, in bytes: inout [UInt8]) {
            for i in 0..<width { bytes[offset + i] = UInt8((value >> (8 * i)) & 0xff) }
        }
        put(64 + data.count, at: 0x28, width: 8, in: &file)
        put(64, at: 0x3a, width: 2, in: &file)
        put(headers.count, at: 0x3c, width: 2, in: &file)
        put(headers.count - 1, at: 0x3e, width: 2, in: &file)
        file += data
        for header in headers {
            var entry = [UInt8](repeating: 0, count: 64)
            put(header.name, at: 0, width: 4, in: &entry)
            put(header.offset, at: 0x18, width: 8, in: &entry)
            put(header.size, at: 0x20, width: 8, in: &entry)
            file += entry
        }
        return file
    }
}
