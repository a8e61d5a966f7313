// ViewModel.swift

let dataSourceUpdateQueue = DispatchQueue(label: "data_source_update_queue")

...


func input(_ action: Action) {
    switch action {
    case .viewDidLoad:
        dataSourceUpdateQueue.async { // <-
            self.dataSource = (1...10).map(String.init)
            self.outputSubject.onNext(.updateUI)
        }
    }
}
