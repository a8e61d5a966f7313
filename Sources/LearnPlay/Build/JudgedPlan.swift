import Foundation

/// What a judged build runs (``PlayBuilder/compileJudged(_:_:in:plan:)``), learned once per
/// toolchain as ``CompilePlan`` is: the frontend that `swiftc -Onone -g -sanitize=thread -c -wmo`
/// calls for the learner's file and the judge's `main.swift` together, and the two links `swiftc`
/// would make of their objects (one for each file, generated on two threads:
/// ``compile(learner:judge:into:)``), against learn's stub of ThreadSanitizer's entry points and
/// against ThreadSanitizer's runtime, each as the linker's own command (`ld.lld` when the
/// toolchain ships it). So a verify runs the frontend and two linkers, at once, and no driver,
/// `clang` or `swift-autolink-extract` (the system's `ld.gold`, which `swiftc` links with, took as
/// long as both links together take now).
package struct JudgedPlan: Codable, Sendable, Equatable {
    /// `swift-frontend -frontend -c LEARNER JUDGE … -o OBJECT` (``CompilePlan/input``, ``judge``, ``CompilePlan/object``).
    package var frontend: [String]
    /// The scheduled program's link: ``CompilePlan/object``, ``CompilePlan/libraries`` (the
    /// autolinked ones, then the stub), ``CompilePlan/program``.
    package var link: [String]
    /// The ThreadSanitizer program's link, the same words.
    package var sanitizedLink: [String]

    /// The judge's place in the plan: the frontend takes a file named `main.swift` as the program's main.
    static let judge = "__learn_play_judge__/main.swift"

    /// Changes when how the plan is made does (part of its file's name).
    static let recipe = "judged plan v1; onone; -g; tsan; wmo; stub and tsan links direct"

    /// The frontend's arguments for the two files, each into its own object (`objects`: the
    /// learner's file's, then the judge's), their code generated on as many threads: the judge's
    /// half (its prelude) no longer waits for the learner's. One module still: the same program.
    func compile(learner: String, judge: String, into objects: [String]) -> [String] {
        frontend.flatMap { word -> [String] in
            switch word {
            case CompilePlan.input: [learner]
            case Self.judge: [judge]
            case CompilePlan.object: Array(objects.flatMap { ["-o", $0] }.dropFirst())  // after the plan's own `-o`
            default: [word]
            }
        } + ["-num-threads", String(objects.count)]
    }

    /// A link's arguments (``link`` or ``sanitizedLink``) for `objects` and `libraries`.
    static func words(_ link: [String], objects: [String], libraries: [String], into program: String) -> [String] {
        link.flatMap { argument -> [String] in
            switch argument {
            case CompilePlan.object: objects
            case CompilePlan.libraries: libraries
            case CompilePlan.program: [program]
            default: [argument]
            }
        }
    }

    /// The plan for `toolchain`, kept in `support` (the toolchain's support folder) once made;
    /// nil when the toolchain's answers are not what this reading expects (learn then calls
    /// `swiftc` as it always did).
    static func load(_ toolchain: Toolchain, in support: String) -> JudgedPlan? {
        let file = support + "/judged-plan-" + StableHash.hex(recipe, PlaySupportModule.key(toolchain)) + ".json"
        if let data = FileManager.default.contents(atPath: file), let plan = try? JSONDecoder().decode(JudgedPlan.self, from: data) {
            return plan
        }
        guard let plan = make(toolchain), let json = try? JSONEncoder().encode(plan) else { return nil }
        // Written aside and renamed: another learn never reads half a plan.
        let partial = file + ".partial.\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        try? FileManager.default.createDirectory(atPath: support, withIntermediateDirectories: true)
        if FileManager.default.createFile(atPath: partial, contents: json), rename(partial, file) != 0 { unlink(partial) }
        return plan
    }

    /// Asks the driver (`swiftc -###`) what it runs for the compile and each link, and `clang`
    /// what its links run.
    static func make(_ toolchain: Toolchain) -> JudgedPlan? {
        let object = CompilePlan.object
        guard
            let jobs = CompilePlan.driverJobs(
                toolchain,
                ["-Onone", "-g", "-sanitize=thread", "-c", "-wmo", "-module-name", "main", CompilePlan.input, judge, "-o", object]),
            jobs.count == 1, let compile = jobs.first, compile.count > 2, compile[1] == "-frontend", compile[2] == "-c",
            case let frontend = CompilePlan.withoutCompilationFolder(compile),
            frontend.contains(CompilePlan.input), frontend.contains(judge), frontend.contains(object),
            let link = linkPlan(toolchain, []), let sanitizedLink = linkPlan(toolchain, ["-sanitize=thread"])
        else { return nil }
        return JudgedPlan(frontend: frontend, link: link, sanitizedLink: sanitizedLink)
    }

    /// The linker's command for `swiftc OBJECT FLAGS -o PROGRAM`.
    private static func linkPlan(_ toolchain: Toolchain, _ flags: [String]) -> [String]? {
        guard let jobs = CompilePlan.driverJobs(toolchain, [CompilePlan.object] + flags + ["-o", CompilePlan.program]) else { return nil }
        defer {
            // `-###` leaves the empty folder it would have written the libraries' list in.
            for word in jobs.joined() where word.hasPrefix("@") && word.hasSuffix(".autolink") {
                let folder = (String(word.dropFirst()) as NSString).deletingLastPathComponent
                if (folder as NSString).lastPathComponent.hasPrefix("TemporaryDirectory.") { rmdir(folder) }
            }
        }
        return CompilePlan.linker(toolchain, jobs: jobs, object: CompilePlan.object)
    }
}
