import Foundation

/// Where a learner's copies of the exercises live: `$LEARN_HOME/exercises` (default
/// `~/learn/exercises`). A copy, once made, is the learner's: it is never overwritten.
package struct ExerciseWorkspace: Sendable {
    package let directory: String

    package init(directory: String) { self.directory = directory }

    /// The workspace `environment` names; nil when there is neither `LEARN_HOME` nor a home.
    package static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ExerciseWorkspace? {
        if let home = environment["LEARN_HOME"], !home.isEmpty { return ExerciseWorkspace(directory: home + "/exercises") }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return ExerciseWorkspace(directory: home + "/learn/exercises")
    }

    package func path(of exercise: Exercise) -> String { directory + "/" + exercise.id + ".swift" }

    /// Whether the learner has a copy (a file, or something in its place).
    package func exists(_ exercise: Exercise) -> Bool { FileManager.default.fileExists(atPath: path(of: exercise)) }

    /// Copies the starter unless something is already at its path; true when it copied.
    package func start(_ exercise: Exercise) throws -> Bool {
        let target = path(of: exercise)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // O_EXCL: a copy made meanwhile (or a link planted there) is left as it is.
        let fd = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if fd < 0 {
            if errno == EEXIST { return false }
            throw ExerciseError("cannot write \(target): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        let bytes = Array(exercise.starter.utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw ExerciseError("cannot write \(target): the disk may be full") }
        return true
    }
}

/// A problem with the learner's workspace, in words.
package struct ExerciseError: Error, CustomStringConvertible, Sendable {
    package let description: String
    package init(_ description: String) { self.description = description }
}
