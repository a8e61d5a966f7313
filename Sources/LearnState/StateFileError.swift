import Foundation

/// Why a state file could not be read or written, in words (`permission denied`), with its path.
package struct StateFileError: Error, CustomStringConvertible, Sendable, Equatable {
    package let path: String
    /// What was being done: `read`, `write`, `lock`, `create the folder`, …
    package let action: String
    package let code: Int32

    /// The reason alone, as the system says it (`Read-only file system`).
    package var reason: String {
        code == ELOOP ? "it is a symbolic link, which learn does not follow" : String(cString: strerror(code))
    }

    package var description: String { "cannot \(action) \(path): \(reason)" }
}
