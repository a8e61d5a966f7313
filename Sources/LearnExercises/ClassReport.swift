import Foundation

/// The verdicts of `learn verify --all`, one per exercise of the catalogue, for the files a CI
/// system reads: JUnit XML (``junit(timestamp:)``) and GitHub's annotation lines
/// (``githubLines()``). Every sentence in it was worded before, in the reader's language, by the
/// verdict that the terminal shows: the report only places them.
package struct ClassReport: Sendable {
    /// One exercise's verdict.
    package struct Entry: Sendable {
        package enum Result: Sendable, Equatable {
            /// The closing sentence (`race passed: …`).
            case passed(String)
            /// What failed, in the verdict's order and words; never empty.
            case failed([ExerciseVerdict.Finding])
            /// The learner has no file for it: not judged, and not a failure. Its sentence says how to start.
            case notStarted(String)
        }

        package var id: String
        /// The learner's file as a CI system names it (``ClassReport/shownPath(_:in:)``).
        package var path: String
        package var seconds: Double
        package var result: Result
        /// The verdict as the terminal shows it, without colour: the failure's details.
        package var details: String

        package init(id: String, path: String, seconds: Double = 0, result: Result, details: String = "") {
            self.id = id
            self.path = path
            self.seconds = seconds
            self.result = result
            self.details = details
        }

        package var failed: Bool { if case .failed = result { true } else { false } }
        package var notStarted: Bool { if case .notStarted = result { true } else { false } }
    }

    package var entries: [Entry] = []
    /// The title each of an exercise's annotations carries (`learn verify race`).
    package var title: @Sendable (String) -> String = { "learn verify \($0)" }

    package init(entries: [Entry] = []) { self.entries = entries }

    package var passed: Int { entries.filter { if case .passed = $0.result { true } else { false } }.count }
    package var failed: Int { entries.filter(\.failed).count }
    package var notStarted: Int { entries.filter(\.notStarted).count }
    package var seconds: Double { entries.map(\.seconds).reduce(0, +) }

    /// `path` as CI systems attach annotations to it: relative to `folder` (the repository's
    /// root, where the job runs) when it is inside it, else as it is.
    package static func shownPath(_ path: String, in folder: String) -> String {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(base) && path.count > base.count ? String(path.dropFirst(base.count)) : path
    }
}
