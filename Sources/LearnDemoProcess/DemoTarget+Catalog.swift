import LearnDemos
import LearnRunner

/// Requests for built-in demos, made from the catalog: what the runner must know of a demo
/// (its watchdog, step profile and labels) is looked up here and passed in with the request.
extension DemoTraits {
    /// The traits of the demo `id` (an unknown id has the defaults: the child then says it is unknown),
    /// with the blocking calls `variant` declares.
    package static func of(_ id: String, variant: String? = nil) -> DemoTraits {
        let profile = DemoCatalog.stepProfile(for: id)
        var traits = DemoTraits()
        if let watchdog = DemoCatalog.runnable(id)?.watchdog { traits.watchdog = watchdog }
        traits.replayRefusal = profile.replayRefusal
        traits.recordRefusal = profile.recordRefusal
        traits.fineOnly = profile.fineOnly
        traits.labels = DemoCatalog.named(id)?.labels ?? []
        traits.waitCode = variant.flatMap { DemoCatalog.named(id)?.variant(named: $0)?.waits.map(\.code) } ?? []
        return traits
    }
}

extension DemoTarget {
    /// The demo `id` with its traits from the catalog.
    package init(catalog id: String, variant: String, parameters: [String: String] = [:]) {
        self.init(id: id, variant: variant, parameters: parameters, traits: .of(id, variant: variant))
    }
}

extension RunRequest {
    /// A run of the built-in demo `demo` (its traits from the catalog).
    package init(
        demo: String, variant: String, parameters: [String: String] = [:], pace: Double = 1, seed: UInt64 = 1, watchdog: Double? = nil
    ) {
        self.init(demo: DemoTarget(catalog: demo, variant: variant, parameters: parameters), pace: pace, seed: seed, watchdog: watchdog)
    }
}

extension ReplayCheck {
    /// The request a stepped, replayed or explored run of `demo` uses: the
    /// declared defaults under the demo's step profile, at pace 0.
    package static func request(_ demo: String, variant: String? = nil) -> RunRequest? {
        guard let spec = DemoCatalog.named(demo) else { return nil }
        var parameters: [String: String] = [:]
        for p in spec.parameters { parameters[p.name] = p.defaultValue }
        for (k, v) in DemoCatalog.stepProfile(for: demo).parameters { parameters[k] = v }
        return RunRequest(demo: demo, variant: variant ?? spec.defaultVariant.name, parameters: parameters, pace: 0)
    }

    /// Every demo whose tokens replay (steppable and not refused a replay).
    package static var replayable: [String] {
        DemoCatalog.all.map(\.id).filter {
            let profile = DemoCatalog.stepProfile(for: $0)
            return profile.refusal == nil && profile.replayRefusal == nil
        }
    }

}
