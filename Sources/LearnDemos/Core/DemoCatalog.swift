/// Every demo a lesson can run. Lessons name demos by `id`.
public enum DemoCatalog {
    public static let all: [DemoSpec] = [
        noop,
        // headline lessons
        dataSourceRace,
        completableDeferred,
        barrierArray,
        arrayThroughput,
        asyncSum,
        // curriculum: threads … freeze
        threads, queues, qos, workitem, group, freeze,
        // curriculum: dependencies … actors
        DependenciesDemo.spec,
        OperationQueueDemo.spec,
        LocksDemo.spec,
        TasksDemo.spec,
        ActorsDemo.spec,
        // internal test demos
        crash, deadlock, spin, flood, overlap, ticks,
        // proof
        tsanProbe,
    ]

    public static func named(_ id: String) -> DemoSpec? { all.first { $0.id == id } }
}
