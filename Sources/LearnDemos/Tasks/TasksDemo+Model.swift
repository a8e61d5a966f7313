// swift-format-ignore-file
import Dispatch
import LearnTrace

extension TasksDemo {
    typealias Feed = Int

    /// The data layer (003/E3): 20 parallel fetches in a task group, against a
    /// simulated server whose answers know nothing of cancellation.
    final class FirestoreRepository: Sendable {
        let ctx: DemoContext
        let census: TaskCensus
        let user: User
        let feeds: Int
        private let random: Locked<SplitMix64>
        private let counts = Locked(wrappedValue: (rounds: 0, children: 0, cancelled: 0))

        init(ctx: DemoContext, census: TaskCensus, user: User, feeds: Int) {
            self.ctx = ctx
            self.census = census
            self.user = user
            self.feeds = feeds
            random = Locked(wrappedValue: ctx.random())
        }

        var rounds: Int { counts.withLock { $0.rounds } }
        var children: Int { counts.withLock { $0.children } }
        var childrenCancelled: Int { counts.withLock { $0.cancelled } }

        // region: tasks/repository
        func fetchRandomFeedArrayWithLimit(to count: Int, parentsTask: Task<Void, Never>?) async -> [Feed] {
            let feeds = await ctx.trace.span("round") {
                await withTaskGroup(of: [Feed].self) { taskGroup in
                    for _ in 0 ..< count {
                        if let parentsTask, parentsTask.isCancelled {
                            taskGroup.cancelAll()
                            break
                        }
                        taskGroup.addTask {
                            await self.census.task("feed") { await self.fetchSingleRandomFeed() }
                        }
                    }
                    var resultArr: [Feed] = []
                    for await feed in taskGroup { resultArr += feed }
                    return resultArr
                }
            }
            await roundEnded()  // the user may leave the screen now
            return feeds
        }
        // endregion

        /// One feed from the server, after a delay. Like a callback API wrapped in a
        /// continuation, it does not stop when its task is cancelled: it only notes it.
        func fetchSingleRandomFeed() async -> [Feed] {
            let feed = feeds <= 1 ? 0 : random.withLock { Int.random(in: 0..<feeds, using: &$0) }
            await withCheckedContinuation { (answered: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().asyncAfter(deadline: .now() + ctx.interval(0.08)) { answered.resume() }
            }
            let cancelled = Task.isCancelled
            counts.withLock {
                $0.children += 1
                if cancelled { $0.cancelled += 1 }
            }
            return feeds == 0 ? [] : [feed]  // no feed posted: the server answers with none
        }

        /// Counts a round (a round is not a task: it runs in the fetch's task) and
        /// tells the user, who may leave the screen now.
        private func roundEnded() async {
            counts.withLock { $0.rounds += 1 }
            await user.roundEnded(fetch: TaskCensus.fetchID)
        }
    }

    /// The domain layer (003/E3–E4): ask for 20 feeds, drop duplicates, ask again
    /// for the missing ones, at most 20 rounds.
    final class MakeVoteListUseCase: Sendable {
        let firestoreRepository: FirestoreRepository
        let exitsEarly: Bool

        init(firestoreRepository: FirestoreRepository, exitsEarly: Bool) {
            self.firestoreRepository = firestoreRepository
            self.exitsEarly = exitsEarly
        }

        func fetchVoteList(pare: Int, parentsTask: Task<Void, Never>?) async -> [[Feed]] {
            let randomFeedArr = await fetchRandomFeedArray(to: pare * 2, parentsTask: parentsTask)
            return stride(from: 0, to: randomFeedArr.count - 1, by: 2).map { [randomFeedArr[$0], randomFeedArr[$0 + 1]] }
        }

        // region: tasks/retry
        private func fetchRandomFeedArray(to count: Int, parentsTask: Task<Void, Never>?) async -> [Feed] {
            let randomFeeds = await firestoreRepository.fetchRandomFeedArrayWithLimit(to: count, parentsTask: parentsTask)
            var removeDuplicateRandomFeeds = removeDuplicate(with: randomFeeds)

            if exitsEarly, removeDuplicateRandomFeeds.count < 2 {
                return []
            }

            var roopRunCount = 1
            while true {
                if roopRunCount == 20 {
                    break
                }
                let neededFeedCount = count - removeDuplicateRandomFeeds.count
                if neededFeedCount == 0 {
                    break
                }
                let neededFeeds = await firestoreRepository.fetchRandomFeedArrayWithLimit(to: neededFeedCount, parentsTask: parentsTask)
                removeDuplicateRandomFeeds = removeDuplicate(with: removeDuplicateRandomFeeds + neededFeeds)
                roopRunCount += 1
            }
            return removeDuplicateRandomFeeds
        }
        // endregion

        private func removeDuplicate(with feeds: [Feed]) -> [Feed] {
            var seen = Set<Feed>()
            return feeds.filter { seen.insert($0).inserted }
        }
    }
}
