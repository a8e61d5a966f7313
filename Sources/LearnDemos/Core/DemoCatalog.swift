/// Every demo a lesson can run. Lessons name demos by `id`.
public enum DemoCatalog {
    public static let all: [DemoSpec] = [
        noop,
        // proof
        tsanProbe,
    ]

    public static func named(_ id: String) -> DemoSpec? { all.first { $0.id == id } }
}
