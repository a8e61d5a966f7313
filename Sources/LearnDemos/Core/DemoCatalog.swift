/// Every demo a learner and a lesson can see, one per lesson topic. Lessons name demos by `id`.
package enum DemoCatalog {
    static let types: [any Demo.Type] = [
        NoopDemo.self,
        ThreadsDemo.self, QueuesDemo.self, QoSDemo.self,
        DataSourceRaceDemo.self, LocksDemo.self, MutexAtomicDemo.self,
        BarrierArrayDemo.self, ArrayThroughputDemo.self, CompletableDeferredDemo.self,
        WorkItemDemo.self, GroupDemo.self, FreezeDemo.self,
        AsyncSumDemo.self, DependenciesDemo.self, OperationQueueDemo.self,
        TasksDemo.self, ActorsDemo.self, ContinuationDemo.self, StreamDemo.self,
        IsolationDemo.self,
    ]

    package static let all: [DemoSpec] = types.map { $0.spec }

    package static func named(_ id: String) -> DemoSpec? { all.first { $0.id == id } }

    /// A demo `learn __demo` may start: one of ``all`` or an internal test demo.
    package static func runnable(_ id: String) -> DemoSpec? { named(id) ?? InternalDemos.named(id) }
}
