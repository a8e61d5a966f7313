import Foundation

/// Fresh folders under the temporary directory, one per test, so no two tests share a file.
package enum TemporaryFolder {
    /// Creates an empty folder `<name>-<UUID>` and returns its path.
    package static func make(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "\(name)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
