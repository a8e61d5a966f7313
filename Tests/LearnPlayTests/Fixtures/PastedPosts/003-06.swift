// UseCase - Domain Layer
public final class DefaultMakeVoteListUseCase: MakeVoteListUseCase {

			...

	public func fetchVoteList(pare: Int, parentsTask: Task<Void, Never>) async -> [PetpionVotePare] {

		// 변경부분
        let randomFeedArr = await fetchRandomFeedArray(to: pare*2,
                                                       parentsTask: parentsTask)
        let randomFeedArrWithThumbnail = await addThumbnailImageURL(feeds: randomFeedArr)
        return makePetpionVotePare(with: randomFeedArrWithThumbnail.shuffled())
    }

	private func fetchRandomFeedArray(to count: Int,
                                      parentsTask: Task<Void, Never>) async -> [PetpionFeed] {

	// 변경부분
        let randomFeeds = await firestoreRepository.fetchRandomFeedArrayWithLimit(to: count, parentsTask: parentsTask)

        var removeDuplicateRandomFeeds = removeDuplicate(with: randomFeeds)
        
        var roopRunCount = 1
        
        while true {
            if roopRunCount == 20 {
                break
            }
            
            let neededFeedCount = count - removeDuplicateRandomFeeds.count
            if neededFeedCount == 0 {
                break
            }
			// 변경부분
            let neededFeeds = await firestoreRepository.fetchRandomFeedArrayWithLimit(to: neededFeedCount, parentsTask: parentsTask)

            removeDuplicateRandomFeeds = removeDuplicate(with: removeDuplicateRandomFeeds + neededFeeds)
            roopRunCount += 1
        }
        return removeDuplicateRandomFeeds
    }

}
