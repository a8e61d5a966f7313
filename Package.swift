// swift-tools-version: 6.0
import PackageDescription

/// One set of settings for every Swift target: Swift 6 language mode.
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6)
]

let package = Package(
    name: "learn",
    products: [
        .executable(name: "learn", targets: ["learn"]),
        .executable(name: "learn-bench", targets: ["learn-bench"]),
        .executable(name: "hello-foundation", targets: ["hello-foundation"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // C: libedit's readline-compatible API, and small Linux helpers.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(name: "CLearnSys"),

        // The learner's state files (history, progress): locked, private, never through a symlink.
        .target(name: "LearnState", swiftSettings: swiftSettings),
        // The trace model, the recorder demos call, and the views of a run.
        .target(name: "LearnTrace", dependencies: ["CLearnSys"], swiftSettings: swiftSettings),
        // The demos: real concurrency code that lessons run and show.
        .target(name: "LearnDemos", dependencies: ["LearnTrace"], swiftSettings: swiftSettings),
        // Runs a demo in a child process and streams its trace back.
        .target(name: "LearnRunner", dependencies: ["LearnTrace", "LearnDemos", "CLearnSys"], swiftSettings: swiftSettings),
        // The playground: compiles a learner's own Swift file, runs it traced, judges it with TSan.
        .target(name: "LearnPlay", dependencies: ["LearnTrace", "LearnRunner", "LearnState"], swiftSettings: swiftSettings),
        // The lesson format, its validator, the lesson engine and progress.
        .target(
            name: "LearnLessons",
            dependencies: ["LearnTrace", "LearnDemos", "LearnRunner", "LearnState"],
            swiftSettings: swiftSettings,
            plugins: ["EmbedLessons"]
        ),
        // Exercises: broken files a learner fixes, verified by many traced runs and ThreadSanitizer.
        .target(
            name: "LearnExercises", dependencies: ["LearnLessons", "LearnPlay", "LearnRunner", "LearnTrace", "LearnState"],
            swiftSettings: swiftSettings),
        // The line-editing shell (libedit), history and completion.
        .target(name: "LearnShell", dependencies: ["CEditLine", "CLearnSys", "LearnState"], swiftSettings: swiftSettings),
        // The command types shared by the command line and the shell.
        .target(
            name: "LearnCommands",
            dependencies: [
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "LearnTrace", "LearnDemos", "LearnRunner", "LearnLessons", "LearnShell", "LearnState", "LearnPlay",
                "LearnExercises",
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
        .executableTarget(
            name: "learn-bench",
            dependencies: ["LearnTrace", "LearnRunner", "CLearnSys", "LearnPlay", "LearnExercises", "LearnLessons"],
            swiftSettings: swiftSettings
        ),
        // The start-up benchmark's yardstick: a Swift "hello" that imports Foundation.
        .executableTarget(name: "hello-foundation", swiftSettings: swiftSettings),

        // Build-time embedding of Lessons/*.md and the demo sources into the binary.
        .executableTarget(name: "lesson-embedder", swiftSettings: swiftSettings),
        .plugin(name: "EmbedLessons", capability: .buildTool(), dependencies: ["lesson-embedder"]),

        // What every test target shares: the one way to run a demo, golden files, trace queries.
        .target(
            name: "LearnTestSupport", dependencies: ["LearnDemos", "LearnRunner", "LearnTrace"],
            path: "Tests/LearnTestSupport", swiftSettings: swiftSettings
        ),
        .testTarget(name: "LearnTraceTests", dependencies: ["LearnTrace", "CLearnSys", "LearnTestSupport"], swiftSettings: swiftSettings),
        // Runs demos in `learn __demo` children: needs the `learn` executable built beside it.
        .testTarget(
            name: "LearnDemosTests", dependencies: ["LearnRunner", "LearnTrace", "LearnTestSupport", "learn"], swiftSettings: swiftSettings),
        .testTarget(name: "LearnRunnerTests", dependencies: ["LearnRunner", "LearnTrace", "learn"], swiftSettings: swiftSettings),
        .testTarget(
            name: "LearnLessonsTests",
            dependencies: ["LearnLessons", "LearnRunner", "LearnDemos", "LearnTrace", "LearnTestSupport", "learn"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LearnCommandsTests",
            dependencies: [
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "LearnCommands", "LearnLessons", "LearnRunner", "LearnShell", "LearnState",
            ],
            swiftSettings: swiftSettings
        ),
        // Runs the built `learn` as a user does (and in tmux, for the terminal).
        .testTarget(name: "EndToEndTests", dependencies: ["learn"], swiftSettings: swiftSettings),
        // ThreadSanitizer as a judge of the demos (runs `learn __demo`), and fuzz tests of the wire codec.
        .testTarget(
            name: "ProofTests", dependencies: ["LearnDemos", "LearnRunner", "LearnTrace", "LearnPlay", "learn"],
            swiftSettings: swiftSettings),
        .testTarget(
            name: "LearnExercisesTests", dependencies: ["LearnExercises", "LearnLessons", "LearnPlay", "LearnRunner", "LearnTrace"],
            swiftSettings: swiftSettings),
        .testTarget(name: "LearnPlayTests", dependencies: ["LearnPlay", "LearnRunner", "LearnTrace"], swiftSettings: swiftSettings),
    ]
)

// Golden files are read by path at test time, not built.
for target in package.targets where ["LearnTraceTests", "LearnLessonsTests"].contains(target.name) {
    target.exclude = ["Fixtures"]
}
// Cheat fixtures are Swift files a test compiles as a learner's, not part of the test target.
for target in package.targets where target.name == "LearnExercisesTests" {
    target.exclude = ["Cheats"]
}
