// swift-format-ignore-file
import LearnTrace

extension TasksDemo {
    /// The vote screen's view model (003/E2–E3), on the main actor like the post's
    /// view controller: it starts the fetch and, once fixed, cancels it on leaving.
    @MainActor final class VoteScreen {
        enum State { case preparing, ready, noneVotePare }

        let ctx: DemoContext
        let census: TaskCensus
        let user: User
        let useCase: MakeVoteListUseCase
        let flags: Flags
        var fetchingVotePareTask: Task<Void, Never>?
        /// Every task started here, so the demo can wait for all of them.
        var tasks: [Task<Void, Never>] = []
        private(set) var starts = 0
        private(set) var probes = 0
        private(set) var probesCancelled = 0

        init(ctx: DemoContext, census: TaskCensus, user: User, useCase: MakeVoteListUseCase, flags: Flags) {
            self.ctx = ctx
            self.census = census
            self.user = user
            self.useCase = useCase
            self.flags = flags
        }

        // region: tasks/appear
        func viewWillAppear(first: Bool) {
            if first && flags.replays {
                send(.preparing)  // the lazy CurrentValueSubject replays its first value
                send(.preparing)  // synchronizeWithServer() sends the state too
            }
            send(.preparing)      // viewWillAppear() sends the current state
        }

        func viewWillDisappear() {
            if flags.cancels { fetchingVotePareTask?.cancel() }
        }
        // endregion

        private func send(_ state: State) {
            if state == .preparing { startFetchingVotePareArray() }
        }

        // region: tasks/start
        func startFetchingVotePareArray() {
            starts += 1
            let fetch = starts
            user.watched = fetch
            fetchingVotePareTask = Task.detached(priority: .userInitiated) { [weak self] in
                guard let self else { return }
                await self.census.task("fetch", fetch: fetch) {
                    let parentsTask = self.flags.passesParent ? await self.fetchingVotePareTask : nil
                    if self.flags.probes, fetch == 1 { await self.startProbes() }
                    let pares = await self.useCase.fetchVoteList(pare: 10, parentsTask: parentsTask)
                    await self.show(pares, fetch: fetch)
                }
            }
            tasks.append(fetchingVotePareTask!)
        }
        // endregion

        private func show(_ pares: [[Feed]], fetch: Int) {
            ctx.trace.mark("ready")
            _ = pares.isEmpty ? State.noneVotePare : State.ready
            user.shown(fetch: fetch)
        }

        /// From inside the first fetch: a `Task {}` and a `Task.detached {}` that wait
        /// until the user has left (and the fetch was cancelled), then look.
        nonisolated private func startProbes() async {
            let left = user.left
            // region: tasks/probes
            let inherited = Task {
                await self.census.task("probe") { await left.wait(); return Task.isCancelled }
            }
            let detached = Task.detached {
                await self.census.task("probe") { await left.wait(); return Task.isCancelled }
            }
            // endregion
            await record(probes: [inherited, detached])
        }

        private func record(probes started: [Task<Bool, Never>]) {
            probes += started.count
            tasks.append(Task { @MainActor in
                for probe in started where await probe.value { self.probesCancelled += 1 }
            })
        }
    }
}
