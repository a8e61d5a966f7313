public final class DefaultMakeVoteListUseCase: MakeVoteListUseCase {

	private func fetchRandomFeedArray(to count: Int,
                                      parentsTask: Task<Void, Never>) async -> [PetpionFeed] {
        let randomFeeds = await firestoreRepository.fetchRandomFeedArrayWithLimit(to: count, parentsTask: parentsTask)
        var removeDuplicateRandomFeeds = removeDuplicate(with: randomFeeds)
        
		// 추가된 부분
        if removeDuplicateRandomFeeds.count < 2 {
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

}
