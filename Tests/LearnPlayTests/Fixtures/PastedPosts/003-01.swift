// ViewController
final class VoteMainViewController: HasCoordinatorViewController {
			...
	override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        self.navigationController?.navigationBar.tintColor = .white
        self.view.backgroundColor = .petpionIndigo
        self.navigationItem.leftItemsSupplementBackButton = true
        self.navigationItem.leftBarButtonItems = [trophyBarButton]
        viewModel.viewWillAppear()
    }

			...

	private func bindVoteMainStateSubject() {
        viewModel.voteMainViewControllerStateSubject.sink { [weak self] viewControllerState in
            switch viewControllerState {
            case .preparing:
                self?.configurePreparing()
            case .ready:
                self?.configureReady()
            case .start:
                self?.configureStart()
            case .disable:
                self?.configureDisable()
            case .noneVotePare:
                self?.configureNoneVotePare()
            }
        }.store(in: &cancellables)
    }
    
    private func configurePreparing() {
        catLoadingView.isHidden = false
        catLoadingView.play()
        mainCommentLabel.text = "펫들을 부르는 중이에요!"
        startVoteButton.backgroundColor = .lightGray
        startVoteButton.stopAnimating()
        startVoteButton.isEnabled = false
        appearCatView.stop()
        appearCatView.isHidden = true
        sleepingCatView.stop()
        sleepingCatView.isHidden = true
        startVoteLabel.isHidden = true
        viewModel.startFetchingVotePareArray()
    }

			...
}

// ViewModel
final class VoteMainViewModel: VoteMainViewModelProtocol {

	lazy var voteMainViewControllerStateSubject: CurrentValueSubject<VoteMainViewControllerState, Never> = .init(getCurrentState(with: user.voteChanceCount))

			...

	func viewWillAppear() {
        viewWillDisappeared = false
        voteMainViewControllerStateSubject.send(getCurrentState(with: user.voteChanceCount))
    }
			...
}
