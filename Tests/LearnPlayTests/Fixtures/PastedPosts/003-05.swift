// ViewModel - Presentation Layer
final class VoteMainViewModel: VoteMainViewModelProtocol {

	private var fetchingVotePareTask: Task<Void, Never>?

			...
   
	func startFetchingVotePareArray() {
        fetchingVotePareTask = Task.detached(priority: .userInitiated) { [weak self] in
            guard let self else { return }

            // 변경부분
            let petpionVotePareArr = await makeVoteListUseCase.fetchVoteList(pare: 10, parentsTask: fetchingVotePareTask!)
            
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
