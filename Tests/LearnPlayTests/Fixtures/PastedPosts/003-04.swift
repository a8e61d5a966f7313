// ViewController
final class VoteMainViewController: HasCoordinatorViewController {

	private let viewModel: VoteMainViewModelProtocol

			override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        viewModel.viewWillDisappear()
    }

			...
}


// ViewModel
final class VoteMainViewModel: VoteMainViewModelProtocol {
			
	let makeVoteListUseCase: MakeVoteListUseCase

	private var fetchingVotePareTask: Task<Void, Never>?

			...

	func viewWillDisappear() {
        fetchingVotePareTask?.cancel()
    }

	func startFetchingVotePareArray() {
        fetchingVotePareTask = Task.detached(priority: .userInitiated) { [weak self] in
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
