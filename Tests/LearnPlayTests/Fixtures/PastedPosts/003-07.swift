// Repository - Data Layer
public final class DefaultFirestoreRepository: FirestoreRepository {

	private var fetchingVotePareTaskGroup: TaskGroup<[PetpionFeed]>?

			public func fetchRandomFeedArrayWithLimit(to count: Int, parentsTask: Task<Void, Never>) async -> [PetpionFeed] {
        return await withTaskGroup(of: [PetpionFeed].self) { taskGroup in
            fetchingVotePareTaskGroup = taskGroup
            
            for _ in 0 ..< count {

			// 뷰 모델의 detached Task의 취소 여부 확인 후 취소됐을 시 TaskGroup을 취소
                if parentsTask.isCancelled {
                    fetchingVotePareTaskGroup?.cancelAll()
                    break
                }
                
                taskGroup.addTask {
                    let singleCollection = await self.fetchSingleRandomFeedCollection()
                    return self.convertCollectionToModel(singleCollection)
                }
            }
            var resultArr: [PetpionFeed] = []
            for await feed in taskGroup {
                if feed.count == 1 {
                    resultArr.append(feed[0])
                }
            }
            return resultArr
        }
    }

		...
}
