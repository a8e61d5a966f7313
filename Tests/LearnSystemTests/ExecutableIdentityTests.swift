import Foundation
import Testing

@testable import LearnSystem

/// The build ID that keys learn's cache of compiled programs: read from the running executable,
/// the one `readelf -n` shows, and nothing from a file that is no ELF executable.
@Suite struct ExecutableIdentityTests {
    @Test func theRunningExecutableHasABuildID() {
        let id = ExecutableIdentity.buildID
        #expect(id.count == 40 && id.allSatisfy(\.isHexDigit), "\(id)")
        #expect(ExecutableIdentity.read(path: "/proc/self/exe") == id)
    }

    @Test func aFileThatIsNoExecutableHasNone() throws {
        let path = NSTemporaryDirectory() + "identity-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(repeating: 0x7F, count: 200).write(to: URL(fileURLWithPath: path))
        #expect(ExecutableIdentity.read(path: path) == "")
        #expect(ExecutableIdentity.read(path: "/nonexistent-learn-file") == "")
        // an ELF header whose program headers point past what was read
        var header = [UInt8](repeating: 0, count: 64)
        header[0...5] = [0x7F, 0x45, 0x4C, 0x46, 2, 1]
        header[0x20] = 0xFF
        header[0x21] = 0xFF
        header[0x36] = 56
        header[0x38] = 3
        try Data(header).write(to: URL(fileURLWithPath: path))
        #expect(ExecutableIdentity.read(path: path) == "")
    }
}
