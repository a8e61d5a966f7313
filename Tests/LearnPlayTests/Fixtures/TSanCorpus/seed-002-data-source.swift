// expect: read 31 viewModel.dataSource; write 21 viewModel.dataSource
// 002's view model: `dataSource` updated on DispatchQueue.global() while the "table view"
// (here the main thread) reads it. RxSwift and UIKit are gone; the shape is the post's.
import Foundation; import Synchronization

enum Action {
    case fetch
}

final class ViewModel {
    var dataSource = [String]()
    let ready = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)

    func input(_ action: Action) {
        switch action {
        case .fetch:
            DispatchQueue.global().async {
                self.ready.signal()
                self.go.wait()
                self.dataSource = (1...10).map(String.init); written.store(true, ordering: .relaxed); self.done.signal()
            }
        }
    }
}

let viewModel = ViewModel(); let written = Atomic<Bool>(false)  // relaxed: orders nothing for TSan
viewModel.input(.fetch)
viewModel.go.signal()
viewModel.ready.wait(); while !written.load(ordering: .relaxed) { usleep(100) }  // the write first, every run
print("rows:", viewModel.dataSource.count)
viewModel.done.wait()  // until the write is done (after the read, so it orders nothing the race needs)
