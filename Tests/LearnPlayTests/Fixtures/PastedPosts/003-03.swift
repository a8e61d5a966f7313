final class VoteMainViewModel: VoteMainViewModelProtocol {
			
	let makeVoteListUseCase: MakeVoteListUseCase

			...

	func startFetchingVotePareArray() {
        Task.detached(priority: .userInitiated) { [weak self] in
            guard let self else { return }
            
            let petpionVotePareArr = await makeVoteListUseCase.fetchVoteList(pare: 10)
            
            fetchedVotePare = await prefetchAllPareDetailImage(origin: petpionVotePareArr)
            
            await MainActor.run { [fetchedVotePare] in
                if fetchedVotePare.isEmpty {
                    self.voteMainViewControllerStateSubject.send(.noneVotePare)
                } else {
                    self.voteMainViewControllerStateSubject.send(.ready)
                }
            }
        }
    }

}
