import Foundation
import LearnExercises
import LearnPlay

/// The speed goals of a judged exercise (issue 22), each a ratio to a bare `swiftc -Onone` of the
/// same program (the learner's file and the judge with its prelude), measured in the same run,
/// alternated so a busy machine weighs on both alike.
extension ExerciseBench {
    func judgedSpeed(_ exercise: Exercise, _ playground: Playground) -> [Figure] {
        guard let judge = exercise.judge, let swiftc = try? Toolchain.find().swiftc else {
            return [.notMeasured("judged verify speed", goal: "≤ 2.0× a bare compile", why: "no judge or no swiftc")]
        }
        let folder = NSTemporaryDirectory() + "learn-bench-bare-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let verifier = ExerciseVerifier(playground: playground)
        var bare: [Double] = [], verify: [Double] = [], first: [Double] = [], passed = 0
        for n in 0..<samples {
            let text = exercise.solution + "// save \(n) \(UUID().uuidString)\n"
            // The bare compile: the same two files, plainly.
            let learner = folder + "/" + exercise.starterName, main = folder + "/main.swift"
            try? text.write(toFile: learner, atomically: true, encoding: .utf8)
            try? (judge + "\n" + PlaySupportSource.judgePreludeText).write(toFile: main, atomically: true, encoding: .utf8)
            // Timed as every child the benchmarks time is (``Spawn``): `Process` would add its late exit.
            if let compile = Spawn.run(swiftc, ["-Onone", learner, main, "-o", folder + "/program"]), compile.succeeded {
                bare.append(compile.wall)
            }
            // The verify, with the moment its first line came.
            var each = verifier
            let firstLine = Stamp()
            let start = Date()
            each.onProgress = { _ in firstLine.mark() }
            let verdict = try? each.verify(exercise, source: PlaySource(path: "/bench/" + exercise.starterName, text: text))
            let whole = Date().timeIntervalSince(start)
            verify.append(whole)
            first.append(firstLine.seconds(since: start) ?? whole)
            if verdict?.passed == true { passed += 1 }
        }
        let b = Stats.median(bare), v = Stats.median(verify), f = Stats.median(first)
        let list = { (xs: [Double]) in xs.map { String(format: "%.2f", $0) }.joined(separator: " ") }
        return [
            Figure(
                name: "bare swiftc -Onone of \(exercise.id)'s solution and judge, median of \(samples)",
                value: String(format: "%.2f s (%@)", b, list(bare)), goal: "—", met: nil),
            Figure(
                name:
                    "judged verify of the just-saved solution (compile, \(exercise.runs) runs, ≤\(exercise.schedules) explored and \(exercise.randomSchedules) random schedules)",
                value: String(
                    format: "%.2f s = %.1f× bare (%@), %d of %d passed", v, v / max(b, 0.001), list(verify), passed, verify.count),
                goal: "≤ 2.0× bare", met: passed == verify.count && v <= 2 * b),
            Figure(
                name: "its first verdict line (the free runs held), as --watch shows it",
                value: String(format: "%.2f s = %.1f× bare (%@)", f, f / max(b, 0.001), list(first)),
                goal: "≤ 1.5× bare", met: f <= 1.5 * b),
        ]
    }
}

/// When something first happened, set from any thread.
private final class Stamp: @unchecked Sendable {  // every access holds `lock`
    private let lock = NSLock()
    private var at: Date?
    func mark() { lock.withLock { if at == nil { at = Date() } } }
    func seconds(since start: Date) -> Double? { lock.withLock { at.map { $0.timeIntervalSince(start) } } }
}
