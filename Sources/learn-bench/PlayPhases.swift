import Foundation
import LearnPlay

/// Where the time of an edit → run goes, measured phase by phase beside `learn play` and the bare
/// toolchain: the tools learn runs for a traced build (the frontend, the linker, as
/// ``CompilePlan`` names them), the program alone, and what is left, learn itself (its start,
/// the cache, the keeper, the tracer's start, the drawing); for the bare path, `swiftc -c`
/// (the driver and the frontend) and the whole `swiftc` (the driver, the frontend,
/// `swift-autolink-extract`, `clang` and the system linker).
struct PlayPhases {
    /// Wall and CPU (user + system) seconds of each phase, one sample a round.
    private(set) var wall: [String: [Double]] = [:]
    private(set) var cpu: [String: [Double]] = [:]

    static let order = ["frontend", "link", "program", "learn itself", "bare swiftc -c", "bare swiftc", "bare program"]

    /// Times one round's phases for `file` (just run by `learn play` in `ours` seconds).
    mutating func measure(
        file: String, in dir: String, module: PlaySupportModule, ours: (wall: Double, cpu: Double), swiftc: String,
        time: (String, [String]) -> (wall: Double, cpu: Double)
    ) {
        let object = dir + "/phase.o", program = dir + "/phase-program"
        let compile = module.plan.compile(file, into: object, parseAsLibrary: false, importing: (module.folder, PlaySupportModule.name))
        add("frontend", time(compile[0], Array(compile.dropFirst())))
        let libraries = (AutolinkEntries.read(object) ?? []) + module.libraries
        let link = module.plan.link([object, module.object], libraries: libraries, into: program)
        add("link", time(link[0], Array(link.dropFirst())))
        add("program", time(program, []))
        let spent = ["frontend", "link", "program"].map { (wall[$0]!.last!, cpu[$0]!.last!) }
        add("learn itself", (ours.wall - spent.map(\.0).reduce(0, +), ours.cpu - spent.map(\.1).reduce(0, +)))
        add("bare swiftc -c", time(swiftc, ["-Onone", "-c", "-o", dir + "/bare.o", file]))
        add("bare swiftc", time(swiftc, ["-Onone", "-o", dir + "/bare", file]))
        add("bare program", time(dir + "/bare", []))
    }

    private mutating func add(_ phase: String, _ sample: (wall: Double, cpu: Double)) {
        wall[phase, default: []].append(sample.wall)
        cpu[phase, default: []].append(sample.cpu)
    }

    /// One line per phase: median wall and CPU milliseconds.
    var figures: [Figure] {
        Self.order.compactMap { phase in
            guard let w = wall[phase], let c = cpu[phase] else { return nil }
            return Figure(
                name: "  phase: " + phase,
                value: String(format: "%.0f ms wall, %.0f ms CPU (medians of %d)", Stats.median(w) * 1000, Stats.median(c) * 1000, w.count),
                goal: "-", met: nil)
        }
    }
}
