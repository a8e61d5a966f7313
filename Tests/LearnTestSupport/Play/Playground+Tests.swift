import LearnPlay

extension Playground {
    /// A playground for a test: the toolchain on PATH (a test that builds says `.needsToolchain`),
    /// its build cache in `root`.
    package static func forTests(cache root: String) throws -> Playground {
        Playground(toolchain: try Toolchain.find(), cache: PlayCache(root: root))
    }
}
