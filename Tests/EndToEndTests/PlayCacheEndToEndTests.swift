import Foundation
import Glibc
import LearnPlay
import LearnTestSupport
import Testing

/// The play cache on the built binary: bounded by count with no hour of grace, a build in
/// use kept by its lock, a killed build's staging folder removed, a program changed on disk
/// rebuilt and said, and a full disk said as such.
@Suite(.tags(.swiftc), .slow, .needsToolchain)
struct PlayCacheEndToEndTests {
    static let program = LearnBinary.packageRoot + "/Tests/Fixtures/EndToEnd/play/gcd.swift"

    func play(_ cache: String, home: TemporaryHome) throws -> LearnBinary.Output {
        try LearnBinary.built.run(
            ["play", Self.program], home: home, environment: PlayTests.environment.merging(["XDG_CACHE_HOME": cache]) { _, new in new })
    }

    func builds(_ cache: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: cache + "/learn/play/builds")) ?? []
    }

    func folder(_ path: String, usedSecondsAgo age: Double) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path + "/program", contents: Data("x".utf8))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: path)
    }

    @Test func theCountHoldsALockedBuildStaysAndAKilledStagingGoes() throws {
        let home = TemporaryHome()
        let cache = home.path + "/cache"
        let builds = cache + "/learn/play/builds"
        // 45 builds used a minute ago: the old hour of grace kept them all.
        for i in 0..<45 { try folder(builds + "/recent\(i)", usedSecondsAgo: 60 + Double(i)) }
        try folder(builds + "/held", usedSecondsAgo: 7200)
        try folder(builds + "/.staging-killed", usedSecondsAgo: 7200)
        let fd = open(builds + "/held/lock", O_RDWR | O_CREAT, 0o600)
        #expect(fd >= 0 && flock(fd, LOCK_SH) == 0)  // another learn running it
        defer { close(fd) }
        let r = try play(cache, home: home)
        #expect(r.status == 0, "\(r.err)")
        let left = self.builds(cache)
        #expect(left.filter { !$0.hasPrefix(".") }.count <= 41, "\(left.count) builds kept")
        #expect(left.contains("held"), "a build in use is never removed")
        #expect(!left.contains(".staging-killed"), "a killed build's staging folder is removed")
    }

    @Test func aProgramChangedOnDiskIsRebuiltAndSaid() throws {
        let home = TemporaryHome()
        let cache = home.path + "/cache"
        let first = try play(cache, home: home)
        #expect(first.status == 0, "\(first.err)")
        let build = try #require(builds(cache).first { !$0.hasPrefix(".") })
        let binary = cache + "/learn/play/builds/" + build + "/program"
        try FileManager.default.removeItem(atPath: binary)
        try FileManager.default.copyItem(atPath: "/bin/true", toPath: binary)
        let second = try play(cache, home: home)
        #expect(second.status == 0, "\(second.err)")
        #expect(second.out.contains("was changed on disk after learn built it: built again"), "\(second.out)")
        #expect(second.out.contains("» on serial"), "the program built from the file ran: \(second.out)")
    }

    /// `verify` says it too, once for the judged build: its scheduled program and its
    /// ThreadSanitizer program are checked together.
    @Test func verifySaysAProgramChangedOnDisk() throws {
        let home = TemporaryHome()
        let cache = home.path + "/cache"
        let environment = ExerciseTests.environment(home).merging(["XDG_CACHE_HOME": cache]) { _, new in new }
        _ = try LearnBinary.built.run(["exercise", "race"], home: home, environment: environment)
        let file = home.path + "/learn/exercises/race.swift"
        try FileManager.default.removeItem(atPath: file)
        try FileManager.default.copyItem(atPath: ExerciseTests.solution, toPath: file)
        let first = try LearnBinary.built.run(["verify", "race", "--runs", "2"], home: home, environment: environment)
        #expect(first.status == 0, "\(first.out)\(first.err)")
        for build in builds(cache) where !build.hasPrefix(".") {
            for name in ["program", "program-tsan"] {
                let binary = cache + "/learn/play/builds/" + build + "/" + name
                guard FileManager.default.fileExists(atPath: binary) else { continue }
                try FileManager.default.removeItem(atPath: binary)
                try FileManager.default.copyItem(atPath: "/bin/true", toPath: binary)
            }
        }
        let second = try LearnBinary.built.run(["verify", "race", "--runs", "2"], home: home, environment: environment)
        #expect(second.status == 0, "\(second.out)\(second.err)")
        #expect(second.out.components(separatedBy: "was changed on disk after learn built it").count == 2, "\(second.out)")
    }

    /// A cache on a full disk: "the cache folder is full", not a compile error in the learner's code.
    @Test(.enabled(if: getuid() == 0, "mounting a small tmpfs needs root"))
    func aFullCacheDiskIsSaidAsSuch() throws {
        let home = TemporaryHome()
        let cache = home.path + "/small"
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=48k", "tmpfs", cache]
        try mount.run()
        mount.waitUntilExit()
        try #require(mount.terminationStatus == 0, "tmpfs could not be mounted here")
        defer {
            let umount = Process()
            umount.executableURL = URL(fileURLWithPath: "/bin/umount")
            umount.arguments = [cache]
            try? umount.run()
            umount.waitUntilExit()
        }
        let r = try play(cache, home: home)
        #expect(r.status == 1)
        #expect(r.errSaid.contains("the cache folder is full: \(cache)/learn/play"), "\(r.err)")
        #expect(!r.err.contains("does not compile"), "\(r.err)")
    }
}
