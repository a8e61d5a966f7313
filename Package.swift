// swift-tools-version: 6.0
import PackageDescription

/// One set of settings for every Swift target: Swift 6 language mode.
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
]

let package = Package(
    name: "learn",
    products: [
        .executable(name: "learn", targets: ["learn"]),
        .executable(name: "learn-bench", targets: ["learn-bench"]),
        .executable(name: "hello-foundation", targets: ["hello-foundation"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // C: libedit's readline-compatible API, and small Linux helpers.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(name: "CLearnSys"),

        // The trace model, the recorder demos call, and the views of a run.
        .target(name: "LearnTrace", dependencies: ["CLearnSys"], swiftSettings: swiftSettings),
        // The demos: real concurrency code that lessons run and show.
        .target(name: "LearnDemos", dependencies: ["LearnTrace"], swiftSettings: swiftSettings),
        // Runs a demo in a child process and streams its trace back.
        .target(name: "LearnRunner", dependencies: ["LearnTrace", "LearnDemos", "CLearnSys"], swiftSettings: swiftSettings),
        // The playground: compiles a learner's own Swift file, runs it traced, judges it with TSan.
        .target(name: "LearnPlay", dependencies: ["LearnTrace", "LearnRunner"], swiftSettings: swiftSettings),
        // The lesson format, its validator, the lesson engine and progress.
        .target(
            name: "LearnLessons",
            dependencies: ["LearnTrace", "LearnDemos", "LearnRunner"],
            swiftSettings: swiftSettings,
            plugins: ["EmbedLessons"]
        ),
        // The line-editing shell (libedit), history and completion.
        .target(name: "LearnShell", dependencies: ["CEditLine", "CLearnSys"], swiftSettings: swiftSettings),
        // The command types shared by the command line and the shell.
        .target(
            name: "LearnCommands",
            dependencies: [
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "LearnTrace", "LearnDemos", "LearnRunner", "LearnLessons", "LearnShell", "LearnPlay",
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(name: "learn", dependencies: ["LearnCommands"], swiftSettings: swiftSettings),
        .executableTarget(
            name: "learn-bench",
            dependencies: ["LearnTrace", "LearnDemos", "LearnRunner", "CLearnSys", "LearnPlay"],
            swiftSettings: swiftSettings
        ),
        // The start-up benchmark's yardstick: a Swift "hello" that imports Foundation.
        .executableTarget(name: "hello-foundation", swiftSettings: swiftSettings),

        // Build-time embedding of Lessons/*.md and the demo sources into the binary.
        .executableTarget(name: "lesson-embedder", swiftSettings: swiftSettings),
        .plugin(name: "EmbedLessons", capability: .buildTool(), dependencies: ["lesson-embedder"]),

        .testTarget(name: "LearnTraceTests", dependencies: ["LearnTrace"], swiftSettings: swiftSettings),
        .testTarget(name: "LearnDemosTests", dependencies: ["LearnDemos", "LearnTrace", "LearnRunner"], swiftSettings: swiftSettings),
        .testTarget(name: "LearnRunnerTests", dependencies: ["LearnRunner", "LearnDemos", "LearnTrace"], swiftSettings: swiftSettings),
        .testTarget(name: "LearnLessonsTests", dependencies: ["LearnLessons", "LearnRunner", "LearnDemos", "LearnTrace"], swiftSettings: swiftSettings),
        .testTarget(name: "LearnCommandsTests", dependencies: ["LearnCommands", "LearnShell"], swiftSettings: swiftSettings),
        .testTarget(name: "EndToEndTests", dependencies: [], swiftSettings: swiftSettings),
        // ThreadSanitizer as a judge of the demos, and robustness (fuzz) tests.
        .testTarget(name: "ProofTests", dependencies: ["LearnDemos", "LearnRunner", "LearnTrace", "LearnPlay"], swiftSettings: swiftSettings),
        .testTarget(name: "LearnPlayTests", dependencies: ["LearnPlay", "LearnRunner", "LearnTrace"], swiftSettings: swiftSettings),
    ]
)

// Golden files are read by path at test time, not built.
for target in package.targets where ["LearnTraceTests", "LearnLessonsTests"].contains(target.name) {
    target.exclude = ["Fixtures"]
}
