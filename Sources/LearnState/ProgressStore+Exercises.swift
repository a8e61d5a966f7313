import Foundation

/// What the learner did with one exercise: kept in `progress.json` beside the lessons.
package struct ExerciseRecord: Codable, Sendable, Equatable {
    /// When a verify first passed; nil while it has not.
    package var passed: Date?
    /// When the last verify failed (a pass afterwards keeps `passed`).
    package var lastFailed: Date?
    /// How many hints the learner has seen.
    package var hintsUsed: Int
    /// True when the solution was shown before a pass (`solution --give-up`).
    package var gaveUp: Bool

    package init(passed: Date? = nil, lastFailed: Date? = nil, hintsUsed: Int = 0, gaveUp: Bool = false) {
        self.passed = passed
        self.lastFailed = lastFailed
        self.hintsUsed = hintsUsed
        self.gaveUp = gaveUp
    }

    /// Files may leave out any key: a record is read however little it says.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        passed = try c.decodeIfPresent(Date.self, forKey: .passed)
        lastFailed = try c.decodeIfPresent(Date.self, forKey: .lastFailed)
        hintsUsed = try c.decodeIfPresent(Int.self, forKey: .hintsUsed) ?? 0
        gaveUp = try c.decodeIfPresent(Bool.self, forKey: .gaveUp) ?? false
    }
}

extension ProgressStore {
    /// Every exercise the learner has touched, by id.
    package func exercises() -> [String: ExerciseRecord] { load().exercises ?? [:] }

    /// Records a verify's verdict; a pass is kept even if a later verify fails.
    package func recordVerify(exercise: String, passed: Bool) {
        changeExercise(exercise) { record in
            if passed { record.passed = record.passed ?? Date() } else { record.lastFailed = Date() }
        }
    }

    /// Counts one more hint seen and returns how many the learner has now seen.
    @discardableResult
    package func recordHint(exercise: String, available: Int) -> Int {
        var seen = 0
        changeExercise(exercise) { record in
            record.hintsUsed = min(available, record.hintsUsed + 1)
            seen = record.hintsUsed
        }
        // Progress not kept (no home): the learner still gets the next hint of this session.
        return seen == 0 ? min(available, (exercises()[exercise]?.hintsUsed ?? 0) + 1) : seen
    }

    /// Records that the solution was shown before a pass.
    package func recordGaveUp(exercise: String) {
        changeExercise(exercise) { record in
            if record.passed == nil { record.gaveUp = true }
        }
    }

    private func changeExercise(_ id: String, _ change: (inout ExerciseRecord) -> Void) {
        update { record in
            var all = record.exercises ?? [:]
            var one = all[id] ?? ExerciseRecord()
            change(&one)
            all[id] = one
            record.exercises = all
        }
    }
}
