private func bind() {
    viewModel.output
        .observe(on: MainScheduler.instance)
        .bind { [weak self] state in
            guard let self else { return }
            
            switch state {
            case .updateUI:
                DispatchQueue.main.async { // <-
                    self.tableView.reloadData()
                }
            }
        }
        .disposed(by: disposeBag)
}
