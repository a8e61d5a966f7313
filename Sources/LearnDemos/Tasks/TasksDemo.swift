import Dispatch
import LearnTrace

/// 003/E1–E5: the post's vote screen, whose fetch starts 20 parallel child tasks
/// in a task group and retries up to 20 times, counted like Instruments counts it,
/// in the post's four steps (and one more that shows what cancellation really does).
enum TasksDemo: Demo {
    static let id = "tasks"
    static let parameters = [
        // Fewer than 2 feeds, as in the post's test month: the lesson's checks are about that
        // month. From 20 feeds on, the retry loop can collect 20 distinct feeds and stop early,
        // and from 2 on the early exit no longer fires, so a wider range would break its checks.
        DemoParameter("feeds", .int(0...1), default: "1", unit: "feeds")
    ]
    static let labels = [
        "fetch", "round", "feed", "probe", "appear", "leave", "ready",
        "created", "peak-alive", "starts", "rounds", "children", "children-cancelled",
        "probes", "probes-cancelled",
    ]

    enum Variant: String, DemoVariantName {
        case triple
        case once
        case cancelIgnored = "cancel-ignored"
        case cancel
        case earlyExit = "early-exit"
    }

    /// What each step of the post changed.
    struct Flags: Sendable {
        var replays = false  // E2: the fetch starts three times on the first visit
        var cancels = false  // E3: viewWillDisappear cancels the fetch's task
        var passesParent = false  // E3: the repository checks parentsTask.isCancelled
        var exitsEarly = false  // E4: fewer than two feeds: stop at once
        var probes = false  // unstructured tasks, to see whom cancellation reaches

        init(_ variant: Variant) {
            switch variant {
            case .triple: replays = true
            case .once: break
            case .cancelIgnored:
                cancels = true
                probes = true
            case .cancel:
                cancels = true
                passesParent = true
            case .earlyExit:
                cancels = true
                passesParent = true
                exitsEarly = true
            }
        }
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        let flags = Flags(variant)
        Task { @MainActor in
            let census = TaskCensus(ctx: ctx)
            let user = User(ctx: ctx)
            let repository = FirestoreRepository(ctx: ctx, census: census, user: user, feeds: ctx.int("feeds"))
            let useCase = MakeVoteListUseCase(firestoreRepository: repository, exitsEarly: flags.exitsEarly)
            let screen = VoteScreen(ctx: ctx, census: census, user: user, useCase: useCase, flags: flags)
            user.screen = screen
            await user.visit(1)
            await user.visit(2)
            while let task = screen.tasks.popLast() { await task.value }
            report(ctx, census, repository, screen)
            ctx.finish()
        }
    }

    @MainActor static func report(_ ctx: DemoContext, _ census: TaskCensus, _ repository: FirestoreRepository, _ screen: VoteScreen) {
        ctx.result("created", census.created)
        ctx.result("peak-alive", census.peakAlive)
        ctx.result("starts", screen.starts)
        ctx.result("rounds", repository.rounds)
        ctx.result("children", repository.children)
        ctx.result("children-cancelled", repository.childrenCancelled)
        ctx.result("probes", screen.probes)
        ctx.result("probes-cancelled", screen.probesCancelled)
        ctx.trace.say("\(census.created) tasks created, at most \(census.peakAlive) alive at once")
    }
}

extension TasksDemo {
    /// The person using the app: opens the vote screen, and leaves it after the fetch
    /// they are looking at has done 8 rounds (first visit) or 6 (second) — or has
    /// shown its result, whichever comes first. Leaving is an event, not a timer.
    @MainActor final class User {
        let ctx: DemoContext
        weak var screen: VoteScreen?
        /// Opens when the user first leaves the screen (after the fetch was cancelled).
        nonisolated let left = AsyncGate()
        /// The fetch whose progress the user sees (the last one started).
        var watched = 0
        private var visitNumber = 0
        private var rounds: [Int: Int] = [:]
        private var leaving: CheckedContinuation<Void, Never>?
        private let leaveAfter = [8, 6]

        init(ctx: DemoContext) { self.ctx = ctx }

        /// Opens the screen and returns when the user has left it.
        func visit(_ number: Int) async {
            visitNumber = number
            await withCheckedContinuation { continuation in
                leaving = continuation
                ctx.trace.mark("appear")
                screen?.viewWillAppear(first: number == 1)
            }
        }

        /// A round of fetch `fetch` has ended; the screen is still on display.
        func roundEnded(fetch: Int) {
            rounds[fetch, default: 0] += 1
            if fetch == watched, rounds[fetch] == leaveAfter[visitNumber - 1] { leave() }
        }

        /// Fetch `fetch` has shown its result.
        func shown(fetch: Int) {
            if fetch == watched { leave() }
        }

        private func leave() {
            guard let continuation = leaving else { return }
            leaving = nil
            ctx.trace.mark("leave")
            screen?.viewWillDisappear()
            left.open()
            continuation.resume()
        }
    }
}
