import Testing

extension Tag {
    /// Compiles a learner's program with swiftc: seconds, not milliseconds.
    @Tag static var slow: Self
}
