final class VoteMainViewModel: VoteMainViewModelProtocol {
	
	init(calculateVoteChanceUseCase: CalculateVoteChanceUseCase,
         makeVoteListUseCase: MakeVoteListUseCase,
         fetchFeedUseCase: FetchFeedUseCase,
         fetchUserUseCase: FetchUserUseCase,
         uploadUserUseCase: UploadUserUseCase,
         makeNotificationUseCase: MakeNotificationUseCase,
         user: User) {
        self.calculateVoteChanceUseCase = calculateVoteChanceUseCase
        self.makeVoteListUseCase = makeVoteListUseCase
        self.fetchFeedUseCase = fetchFeedUseCase
        self.fetchUserUseCase = fetchUserUseCase
        self.uploadUserUseCase = uploadUserUseCase
        self.makeNotificationUseCase = makeNotificationUseCase
        self.user = user
        requestNotification()
        synchronizeWithServer()
    }

				...

	public func synchronizeWithServer() {
        fetchUserUseCase.bindUser { [weak self] user in
            guard let chanceRemainingTime = self?.calculateVoteChanceUseCase.getRemainingTimeIntervalToCreateVoteChance(latestVoteTime: user.latestVoteTime) else { return }
            self?.user = user
            self?.sendHeart(voteChance: user.voteChanceCount)
            self?.sendRemainingTime(voteChance: user.voteChanceCount,
                                    timeInterval: chanceRemainingTime)
            
            // 문제지점 - 제거
            if self?.viewWillDisappeared == false {
                self?.sendMainState(voteChance: user.voteChanceCount)
            }

        }
    }
}
