// swift-format-ignore-file
import Dispatch
import Foundation

extension DependenciesDemo {
    typealias ImageOperationCompletion = (@Sendable (Data?, SimulatedSource.Failure?) -> Void)?

    /// A stand-in for `URLSession` (no network here): `dataTask(with:_:)` answers
    /// after a short "download" on a global queue. Photo 2 is missing (an error),
    /// photo 4 is not an image; every other photo downloads fine.
    final class SimulatedSource: Sendable {
        struct Failure: Error, Sendable { let status: Int }
        struct DataTask: Sendable {
            let start: @Sendable () -> Void
            func resume() { start() }
        }

        let ctx: DemoContext
        init(ctx: DemoContext) { self.ctx = ctx }

        func dataTask(with url: URL, _ completion: @escaping @Sendable (Data?, Failure?) -> Void) -> DataTask {
            DataTask {
                DispatchQueue.global().async {
                    self.ctx.trace.span("download") { self.ctx.sleep(0.3) }
                    switch url.lastPathComponent {
                    case "photo-2.png": completion(nil, Failure(status: 404))
                    case "photo-4.png": completion(Data("not an image".utf8), nil)
                    default: completion(Data("PNG \(url.lastPathComponent)".utf8), nil)
                    }
                }
            }
        }
    }

    /// A decoded image: the simulated source's bytes when they start with `PNG`.
    struct SimulatedImage: Sendable {
        let name: String
        init?(data: Data) {
            let text = String(decoding: data, as: UTF8.self)
            guard text.hasPrefix("PNG ") else { return nil }
            name = String(text.dropFirst(4))
        }
    }

    /// 001/E6: an asynchronous download wrapped in an operation.
    /// `@unchecked Sendable` as every `Operation`; `image` is `@Locked`, the rest is `let`.
    class NetworkImageOperation: AsyncOperation, @unchecked Sendable {
        @Locked var image: SimulatedImage? = nil
        let url: URL
        let source: SimulatedSource
        let completion: ImageOperationCompletion

        init(url: URL, source: SimulatedSource, completion: ImageOperationCompletion = nil) {
            self.url = url
            self.source = source
            self.completion = completion
            super.init()
        }

        // region: dependencies/network
        override func main() {
            source.dataTask(with: url) { [weak self] data, error in
                guard let self else { return }
                defer { self.state = .finished }

                if let completion = self.completion {
                    completion(data, error)
                    return
                }

                guard error == nil, let data else { return }

                self.image = SimulatedImage(data: data)
            }.resume()
        }
        // endregion

        override func stateWillChange(to state: State) {
            if state == .finished { source.ctx.trace.mark("image-finished") }
        }
    }

    /// The same operation written without `defer`: only the last line finishes it.
    /// (`@unchecked Sendable` as its superclass: no state of its own.)
    final class NoDeferImageOperation: NetworkImageOperation, @unchecked Sendable {
        // region: dependencies/no-defer
        override func main() {
            source.dataTask(with: url) { [weak self] data, error in
                guard let self else { return }

                if let completion = self.completion {
                    completion(data, error)
                    return
                }

                guard error == nil, let data else { return }

                self.image = SimulatedImage(data: data)
                self.state = .finished
            }.resume()
        }
        // endregion
    }

    /// Downloads `images` photos through image operations; a final operation that
    /// depends on all of them reports and ends the demo — if they all finish.
    struct NetworkDemo: Sendable {
        let ctx: DemoContext
        let forgetful: Bool

        func start() {
            let source = SimulatedSource(ctx: ctx)
            let handled = Locked(wrappedValue: 0)
            let operations = (1...ctx.int("images")).map { n -> NetworkImageOperation in
                let url = URL(string: "sim://photos/photo-\(n).png")!
                // Photo 3 brings its own completion handler: the operation hands the data over.
                var completion: ImageOperationCompletion = nil
                if n == 3 { completion = { _, _ in handled.withLock { $0 += 1 } } }
                return forgetful
                    ? NoDeferImageOperation(url: url, source: source, completion: completion)
                    : NetworkImageOperation(url: url, source: source, completion: completion)
            }
            ctx.result("operations", operations.count)
            let queue = OperationQueue()
            let report = BlockOperation {
                ctx.trace.span("report") {
                    let decoded = operations.filter { $0.image != nil }.count
                    ctx.result("finished", operations.filter(\.isFinished).count)
                    ctx.result("decoded", decoded)
                    ctx.result("handled", handled.wrappedValue)
                    ctx.result("failed", operations.count - decoded - handled.wrappedValue)
                    ctx.trace.say("\(decoded) of \(operations.count) images decoded")
                }
                _ = queue  // the queue lives until its last operation has run
                ctx.finish()
            }
            operations.forEach { report.addDependency($0) }
            queue.addOperations(operations + [report], waitUntilFinished: false)
        }
    }
}
