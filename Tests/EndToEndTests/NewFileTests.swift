import Foundation
import Glibc
import LearnTestSupport
import Testing

/// `play --new` and `play --from` make a file only where nothing is: a link planted at the
/// name (even one to nothing) is neither replaced nor written through.
@Suite struct NewFileTests {
    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "learn-new-file-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    @Test(arguments: [["play", "--new", "x"], ["play", "--from", "race"]])
    func aDanglingLinkAtTheNameIsLeftAsItIs(_ args: [String]) throws {
        let dir = try folder()
        let name = args.last == "race" ? "race.swift" : "x.swift"
        try FileManager.default.createSymbolicLink(atPath: dir + "/" + name, withDestinationPath: dir + "/elsewhere.swift")
        let r = try LearnBinary.built.run(args, environment: ["PATH": "/usr/bin:/bin"], directory: dir)
        #expect(r.status == 1, "\(r.out)\(r.err)")
        #expect(r.errSaid.contains("already exists"), "\(r.err)")
        #expect(isLink(dir + "/" + name), "the link is kept")
        #expect(!FileManager.default.fileExists(atPath: dir + "/elsewhere.swift"), "nothing written through it")
    }
}
