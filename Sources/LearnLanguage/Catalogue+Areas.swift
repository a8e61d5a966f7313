/// The catalogues' areas: each area keeps its English and Korean words in files of its own
/// (`Catalogue+English+AREA.swift`, `Catalogue+Korean+AREA.swift`), so words added for one part of
/// learn never touch another's. A key belongs to one area: ``merged(_:)`` stops on a key given twice.
extension Catalogue {
    static let englishAreas: [[MessageKey: String]] = [
        englishRuns, englishTasks, englishSchedule, englishPlay, englishCommands, englishDiagnosis,
    ]

    static let koreanAreas: [[MessageKey: String]] = [
        koreanRuns, koreanTasks, koreanSchedule, koreanPlay, koreanCommands, koreanDiagnosis,
    ]

    /// The areas as one catalogue.
    static func merged(_ areas: [[MessageKey: String]]) -> [MessageKey: String] {
        areas.reduce(into: [:]) { all, area in
            all.merge(area) { first, _ in
                preconditionFailure("a message key has words in two areas of one catalogue: \(first)")
            }
        }
    }
}
