// expect: read 31 viewModel.dataSource; write 21 viewModel.dataSource
// 002's view model: `dataSource` updated on DispatchQueue.global() while the "table view"
// (here the main thread) reads it. RxSwift and UIKit are gone; the shape is the post's.
import Foundation

enum Action {
    case fetch
}

final class ViewModel {
    var dataSource = [String]()
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)

    func input(_ action: Action) {
        switch action {
        case .fetch:
            DispatchQueue.global().async {
                self.ready.signal()
                self.go.wait()
                self.dataSource = (1...10).map(String.init)
            }
        }
    }
}

let viewModel = ViewModel()
viewModel.input(.fetch)
viewModel.go.signal()
viewModel.ready.wait()
print("rows:", viewModel.dataSource.count)
Thread.sleep(forTimeInterval: 0.1)
