// swift-tools-version: 6.1
import PackageDescription

/// One set of settings for every Swift target: Swift 6 language mode.
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6)
]

/// A test target: its library's tests, with no more of the tree than `dependencies`, in the same settings.
func tests(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .testTarget(name: name, dependencies: dependencies, swiftSettings: swiftSettings)
}

let package = Package(
    name: "learn",
    products: [
        .executable(name: "learn", targets: ["learn"]),
        .executable(name: "learn-serve", targets: ["learn-serve"]),
        .executable(name: "learn-bench", targets: ["learn-bench"]),
        .executable(name: "hello-foundation", targets: ["hello-foundation"]),
    ],
    dependencies: [
        // ParserWords reads the parser's English errors and CommandFlags its help dump: a minor
        // version may reword them (KoreanErrorTests and ShellWordsTests hold them to it).
        .package(url: "https://github.com/apple/swift-argument-parser", .upToNextMinor(from: "1.8.0")),
        // `learn serve`'s HTTP server (LearnServe only). No traits: swift-configuration and the
        // full-Foundation extras are not needed, and CI builds every dependency from a new clone.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        // Hummingbird's own dependencies, named for the types LearnServe uses of them (built for it anyway).
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // C: libedit's readline-compatible API, and small Linux helpers.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(name: "CLearnSys"),
        // The one Swift home of small OS helpers every layer needs: the Ctrl-C flag, temporary files,
        // the clock, the thread's id and slot. Only it (and LearnRunner, to start and watch
        // children) imports CLearnSys; its wrappers over the recorder's calls are inlined.
        .target(name: "LearnSystem", dependencies: ["CLearnSys"], swiftSettings: swiftSettings),

        // The format of the message files (`key = text`, plural forms, escapes, argument places):
        // read by the build-time generator and by LearnLanguage when a language is first needed.
        .target(name: "LearnMessageFormat", swiftSettings: swiftSettings),
        // The language learn speaks (`--lang`, the locale) and its messages: Messages/LANG/AREA.txt,
        // their typed keys generated at build time from the English files (EmbedMessages).
        .target(
            name: "LearnLanguage", dependencies: ["LearnMessageFormat"], exclude: ["Messages"], swiftSettings: swiftSettings,
            plugins: ["EmbedMessages"]),

        // The formats' shared reading: a file's front matter, a named directive's `NAME: CONDITION`.
        .target(name: "LearnFormat", swiftSettings: swiftSettings),

        // The learner's state files (history, progress of lessons and exercises): locked, private, never through a symlink.
        .target(name: "LearnState", dependencies: ["LearnSystem", "LearnLanguage"], swiftSettings: swiftSettings),
        // The trace model, the recorder demos call, and the views of a run.
        .target(name: "LearnTrace", dependencies: ["LearnSystem", "LearnLanguage"], swiftSettings: swiftSettings),
        // The demos: real concurrency code that lessons run and show.
        .target(name: "LearnDemos", dependencies: ["LearnTrace", "LearnLanguage"], swiftSettings: swiftSettings),
        // Runs a target (a demo or a compiled program) in a child process and streams its trace back.
        .target(
            name: "LearnRunner", dependencies: ["LearnTrace", "CLearnSys", "LearnSystem", "LearnLanguage"], swiftSettings: swiftSettings),
        // The demo's side of a run: the `learn __demo` child, its gate scheduler, and requests
        // for demos built from the catalog (what the runner must know of a demo is passed in).
        .target(
            name: "LearnDemoProcess", dependencies: ["LearnDemos", "LearnRunner", "LearnTrace", "LearnSystem", "LearnLanguage"],
            swiftSettings: swiftSettings),
        // The one judge: the condition language (parser, evaluator, words, figures), verdicts over
        // one run and a series, diagnostics and front matter, RunSeries (how every series of runs
        // is made), the histogram of a series, and the schedule search. Lessons, the playground
        // and exercises all judge through it.
        .target(name: "LearnJudge", dependencies: ["LearnTrace", "LearnRunner", "LearnLanguage"], swiftSettings: swiftSettings),
        // The playground: compiles a learner's own Swift file, runs it traced, judges it with TSan.
        // Support/ holds the C tracer and the Swift hooks a learner's program gets: embedded, not compiled here.
        .target(
            name: "LearnPlay", dependencies: ["LearnTrace", "LearnRunner", "LearnJudge", "LearnState", "LearnSystem", "LearnLanguage"],
            exclude: ["Support"],
            swiftSettings: swiftSettings, plugins: ["EmbedFiles"]
        ),
        // The lesson format, its validator and the lesson engine; embeds Lessons/ and the demo sources.
        .target(
            name: "LearnLessons",
            dependencies: [
                "LearnFormat", "LearnTrace", "LearnDemos", "LearnRunner", "LearnJudge", "LearnDemoProcess", "LearnState", "LearnSystem",
                "LearnLanguage",
            ],
            swiftSettings: swiftSettings,
            plugins: ["EmbedFiles"]
        ),
        // Exercises: broken files a learner fixes, verified by many traced runs and ThreadSanitizer;
        // embeds Exercises/. Independent of the lessons: it judges through LearnJudge.
        .target(
            name: "LearnExercises",
            dependencies: [
                "LearnFormat", "LearnJudge", "LearnPlay", "LearnRunner", "LearnState", "LearnSystem", "LearnTrace", "LearnLanguage",
            ],
            swiftSettings: swiftSettings, plugins: ["EmbedFiles"]),
        // `learn serve`: the local classroom over HTTP (Hummingbird), on 127.0.0.1 with a token. The only
        // target that depends on the server library; runs go through LearnRunner's children as `learn run`'s do.
        .target(
            name: "LearnServe",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"), .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                "LearnLessons", "LearnTrace", "LearnRunner", "LearnDemoProcess", "LearnJudge", "LearnSystem", "LearnLanguage",
            ],
            swiftSettings: swiftSettings),
        // The line-editing shell (libedit), history and completion.
        .target(name: "LearnShell", dependencies: ["CEditLine", "LearnState", "LearnSystem"], swiftSettings: swiftSettings),
        // The command types shared by the command line and the shell.
        .target(
            name: "LearnCommands",
            dependencies: [
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "LearnTrace", "LearnDemos", "LearnRunner", "LearnJudge", "LearnDemoProcess", "LearnLessons", "LearnShell", "LearnState",
                "LearnPlay", "LearnExercises", "LearnSystem", "LearnLanguage",
            ],
            swiftSettings: swiftSettings
        ),
        // Release links the Swift runtime and Foundation into the binary: start-up then skips
        // loading and binding ~20 shared libraries (most of `learn list`'s cost). Debug stays
        // dynamic, and so does the TSan build, whose Mutex shim is preloaded into libswiftCore's users.
        .executableTarget(
            name: "learn", dependencies: ["LearnCommands"],
            swiftSettings: swiftSettings + [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
        ),
        // `learn serve`'s own executable: `learn serve` hands its command line over to it (exec), so
        // the server library is linked here alone, not into `learn` (nor its ThreadSanitizer build).
        .executableTarget(
            name: "learn-serve", dependencies: ["LearnServe", "LearnCommands", "LearnSystem", "LearnLanguage", "LearnTrace"],
            swiftSettings: swiftSettings),
        .executableTarget(
            name: "learn-bench",
            dependencies: [
                "LearnTrace", "LearnRunner", "LearnJudge", "LearnDemoProcess", "LearnSystem", "LearnPlay", "LearnExercises", "LearnLessons",
                "LearnState",
            ],
            swiftSettings: swiftSettings
        ),
        // The start-up benchmark's yardstick: a Swift "hello" that imports Foundation.
        .executableTarget(name: "hello-foundation", swiftSettings: swiftSettings),

        // Build-time embedding of files into the module that reads them: Lessons/*.md and the demo
        // sources into LearnLessons, Exercises/ into LearnExercises, learn play's tracer (C) and
        // hooks (Swift) into LearnPlay.
        .executableTarget(name: "lesson-embedder", swiftSettings: swiftSettings),
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["lesson-embedder"]),
        // Build-time checking of the message files, generation of MessageKey from the English
        // ones, and embedding of every language's into LearnLanguage.
        .executableTarget(name: "message-compiler", dependencies: ["LearnMessageFormat"], swiftSettings: swiftSettings),
        .plugin(name: "EmbedMessages", capability: .buildTool(), dependencies: ["message-compiler"]),

        // Every test helper, in one place: the one way to run a demo, golden files, trace queries,
        // fakes, tags, and the built `learn` driven as a user does (EndToEnd/: a pipe, a watched
        // process, a tmux terminal). A folder for each layer's helpers.
        .target(
            name: "LearnTestSupport",
            dependencies: [
                "LearnDemos", "LearnPlay", "LearnRunner", "LearnDemoProcess", "LearnTrace", "LearnSystem", "LearnLessons",
                "LearnCommands",
            ],
            path: "Tests/LearnTestSupport", swiftSettings: swiftSettings
        ),
        // A test target for each library: its own tests, with no more of the tree than it needs.
        tests("LearnSystemTests", ["LearnSystem"]),
        tests("LearnFormatTests", ["LearnFormat"]),
        tests("LearnJudgeTests", ["LearnJudge", "LearnLanguage"]),
        tests("LearnStateTests", ["LearnState", "LearnLanguage"]),
        tests("LearnShellTests", ["LearnShell"]),
        // The classroom's rules that need no server: who may come in, the token.
        tests("LearnServeTests", ["LearnServe", "LearnLanguage"]),
        // The message files' format: a line, plural forms, what the generator refuses.
        tests("LearnMessageFormatTests", ["LearnMessageFormat"]),
        // The shipped message files, the catalogue and the language: no `learn`, no other library.
        tests("LearnLanguageTests", ["LearnLanguage", "LearnMessageFormat"]),
        tests("LearnTraceTests", ["LearnTrace", "LearnSystem", "LearnTestSupport"]),
        // Runs demos in `learn __demo` children: needs the `learn` executable built beside it.
        tests("LearnDemosTests", ["LearnRunner", "LearnTrace", "LearnTestSupport", "learn"]),
        tests("LearnRunnerTests", ["LearnRunner", "LearnDemoProcess", "LearnDemos", "LearnTrace", "LearnTestSupport", "learn"]),
        // The demo's side of a run (its gate scheduler: steps, tokens, replay, the clock), through
        // `learn __demo` children: needs the `learn` executable built beside it.
        tests(
            "LearnDemoProcessTests",
            ["LearnDemoProcess", "LearnDemos", "LearnJudge", "LearnRunner", "LearnTrace", "LearnTestSupport", "learn"]),
        tests(
            "LearnLessonsTests",
            [
                "LearnLessons", "LearnJudge", "LearnState", "LearnRunner", "LearnDemoProcess", "LearnDemos", "LearnTrace",
                "LearnTestSupport", "LearnLanguage", "learn",
            ]),
        tests(
            "LearnCommandsTests",
            [
                .product(name: "ArgumentParser", package: "swift-argument-parser"), "LearnCommands", "LearnDemos", "LearnJudge",
                "LearnLessons", "LearnPlay", "LearnRunner", "LearnShell", "LearnState", "LearnTestSupport", "LearnLanguage",
            ]),
        // Runs the built `learn` as a user does (and in tmux, for the terminal).
        tests("EndToEndTests", ["LearnTestSupport", "LearnPlay", "LearnLessons", "LearnRunner", "learn", "learn-serve"]),
        // ThreadSanitizer as a judge of the demos (runs `learn __demo`), and fuzz tests of the wire codec.
        tests("ProofTests", ["LearnDemos", "LearnRunner", "LearnDemoProcess", "LearnTrace", "LearnPlay", "LearnTestSupport", "learn"]),
        tests(
            "LearnExercisesTests",
            ["LearnExercises", "LearnJudge", "LearnLessons", "LearnPlay", "LearnRunner", "LearnState", "LearnTrace", "LearnTestSupport"]),
        tests("LearnPlayTests", ["LearnPlay", "LearnRunner", "LearnTrace", "LearnTestSupport", "LearnLanguage", "LearnSystem"]),
    ]
)

// Golden files are read by path at test time, not built.
for target in package.targets where ["LearnTraceTests", "LearnLessonsTests", "LearnPlayTests"].contains(target.name) {
    target.exclude = ["Fixtures"]
}
// Cheat fixtures are Swift files a test compiles as a learner's, not part of the test target.
for target in package.targets where target.name == "LearnExercisesTests" {
    target.exclude = ["Cheats", "Alternatives"]
}
