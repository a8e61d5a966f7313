/// Demos that exist for the tool's own tests, the ThreadSanitizer judge and the
/// benchmarks: `learn __demo ID` runs them, but `list`, `show`, completion, lessons
/// and the lesson checker see only ``DemoCatalog``. Tests that play a lesson over
/// one of these pass this catalog explicitly.
package enum InternalDemos {
    static let types: [any Demo.Type] = [
        CrashDemo.self, DeadlockDemo.self, SpinDemo.self, FloodDemo.self,
        OverlapDemo.self, TicksDemo.self, TSanProbeDemo.self,
    ]

    package static let all: [DemoSpec] = types.map { $0.spec }

    package static func named(_ id: String) -> DemoSpec? { all.first { $0.id == id } }
}
