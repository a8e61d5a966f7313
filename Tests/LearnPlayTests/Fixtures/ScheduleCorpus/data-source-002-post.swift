// reveals: "rows: 11"
// races: dataSource
// 002's ViewModel, pasted from the post (enum Action, the protocols, `var dataSource`, `input`).
// Replaced: RxSwift's `Observable`/`PublishSubject` by a closure (`output`), UIKit's table view by
// a print of its rows, the network by `usleep`. The post shows no handler for the API's response
// it speaks of ("background thread에서 API의 응답에 맞추어서 dataSource를 변경"); `.didLoadPage` is
// written in the post's style. The mistake the post warns of: updates on DispatchQueue.global().
import Foundation

enum Action {
    case viewDidLoad
    case didLoadPage(Int)
}

enum State {
    case updateUI
}

protocol DataSourceable {
    var dataSource: [String] { get }
}

protocol ViewModelable: DataSourceable {
    var output: (State) -> Void { get set }

    func input(_ action: Action)
}

final class ViewModel: ViewModelable {
    // MARK: State
    var dataSource = [String]()

    // MARK: Output
    var output: (State) -> Void = { _ in }

    // MARK: Input
    func input(_ action: Action) {
        switch action {
        case .viewDidLoad:
            dataSource = (1...10).map(String.init)
            output(.updateUI)
        case .didLoadPage(let page):
            dataSource = dataSource + ["page \(page)"]
            output(.updateUI)
        }
    }
}

let viewModel = ViewModel()
let group = DispatchGroup()
viewModel.input(.viewDidLoad)
for page in 2...3 {
    DispatchQueue.global().async(group: group) {
        usleep(1000)  // the network
        viewModel.input(.didLoadPage(page))
    }
}
group.wait()
print("rows: \(viewModel.dataSource.count)")
