import Foundation
import Glibc
import Testing

@testable import LearnPlay

/// The play cache's bounds (count and size), its locks and its stale staging folders.
@Suite struct PlayCacheTests {
    let fm = FileManager.default

    func cache(maxBuilds: Int = 2, maxBytes: Int = 1 << 30) -> PlayCache {
        PlayCache(root: NSTemporaryDirectory() + "play-cache-\(UUID().uuidString)", maxBuilds: maxBuilds, maxBytes: maxBytes)
    }

    /// A build folder `name` last used at `time`, holding `bytes` bytes.
    func make(_ cache: PlayCache, _ name: String, at time: Double, bytes: Int = 0) throws {
        let path = cache.buildDirectory(key: name)
        try fm.createDirectory(atPath: path, withIntermediateDirectories: true)
        if bytes > 0 { _ = fm.createFile(atPath: path + "/program", contents: Data(repeating: 1, count: bytes)) }
        try fm.setAttributes([.modificationDate: Date(timeIntervalSince1970: time)], ofItemAtPath: path)
    }

    func names(_ cache: PlayCache) throws -> Set<String> { Set(try fm.contentsOfDirectory(atPath: cache.buildsDirectory)) }

    @Test func theCacheFollowsXDG() {
        #expect(PlayCache.defaultRoot(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/learn/play")
        #expect(PlayCache.defaultRoot(environment: ["HOME": "/h"]) == "/h/.cache/learn/play")
    }

    /// Over the count the least recently used go, however recently: no hour of grace.
    @Test func theNewestBuildsAreKeptByCount() throws {
        let cache = cache()
        let now = Date().timeIntervalSince1970
        for (i, name) in ["old", "middle", "new"].enumerated() { try make(cache, name, at: now - 10 + Double(i)) }
        cache.evict(keeping: cache.buildDirectory(key: "new"))
        #expect(try names(cache) == ["middle", "new"])
    }

    @Test func theNewestBuildsAreKeptBySize() throws {
        let cache = cache(maxBuilds: 10, maxBytes: 350_000)
        for (i, name) in ["a", "b", "c", "d"].enumerated() { try make(cache, name, at: 1000 + Double(i), bytes: 100_000) }
        cache.evict(keeping: cache.buildDirectory(key: "d"))
        #expect(try names(cache) == ["b", "c", "d"])
    }

    /// A build some `learn` holds is never removed, though the cache is over its bound.
    @Test func aLockedBuildIsKept() throws {
        let cache = cache(maxBuilds: 1)
        try make(cache, "busy", at: 1000)
        try make(cache, "new", at: 2000)
        var held = BuildLock.shared(cache.buildDirectory(key: "busy"), create: true)
        #expect(held != nil)
        cache.evict(keeping: cache.buildDirectory(key: "new"))
        #expect(try names(cache).isSuperset(of: ["busy", "new"]))
        held = nil  // the run is over
        cache.evict(keeping: cache.buildDirectory(key: "new"))
        #expect(try names(cache) == ["new"])
    }

    /// A staging folder left by a killed `learn` (old, unlocked) goes; one being built stays.
    @Test func staleStagingFoldersAreRemoved() throws {
        let cache = cache(maxBuilds: 10)
        try make(cache, ".staging-killed", at: 1000)
        try make(cache, ".staging-building", at: 1000)
        try make(cache, ".staging-fresh", at: Date().timeIntervalSince1970)
        let building = try #require(BuildLock.claim(cache.buildDirectory(key: ".staging-building")))
        cache.evict(keeping: "")
        #expect(try names(cache) == [".staging-building", ".staging-fresh"])
        withExtendedLifetime(building) {}
    }

    @Test func sha256IsTheStandardOne() {
        #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let million = [UInt8](repeating: 0x61, count: 1_000_000)
        #expect(SHA256.hex(million) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
