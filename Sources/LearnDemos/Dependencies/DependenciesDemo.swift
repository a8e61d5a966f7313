// swift-format-ignore-file
import Dispatch
import Foundation
import LearnTrace

/// 001/E5–E6: the pyramid of nested callbacks, the same steps as a chain of
/// operations linked by `addDependency`, and a network-style operation whose
/// `defer` finishes every exit path (and what happens without it).
enum DependenciesDemo: Demo {
    static let id = "dependencies"
    static let parameters = [
        DemoParameter("images", .int(4...8), default: "4", unit: "images"),
    ]
    static let labels = [
        "LoadData", "LoadImages", "ProcessImages", "SecondaryProcessing", "show",
        "download", "image-finished", "report",
        "values", "operations", "finished", "decoded", "failed", "handled",
    ]
    static let watchdog = 3.0

    enum Variant: String, DemoVariantName {
        case pyramid
        case chain
        case network
        case noDefer = "no-defer"

        var outcome: ExpectedOutcome { self == .noDefer ? .hangs : .finishes }
    }

    static func run(_ variant: Variant, _ ctx: DemoContext) {
        let steps = Steps(ctx: ctx, count: ctx.int("images"))
        switch variant {
        case .pyramid: steps.pyramid()
        case .chain: steps.chain()
        case .network: NetworkDemo(ctx: ctx, forgetful: false).start()
        case .noDefer: NetworkDemo(ctx: ctx, forgetful: true).start()
        }
    }
}

extension DependenciesDemo {
    /// The callback API the post's pyramid is made of: each step works for a while
    /// on a global queue, then calls its completion there.
    final class Steps: Sendable {
        let ctx: DemoContext
        let count: Int
        /// Keeps the chain's queue alive until the demo ends.
        let queue = OperationQueue()

        init(ctx: DemoContext, count: Int) {
            self.ctx = ctx
            self.count = count
        }

        func loadData(completion: @escaping @Sendable ([Int]) -> Void) {
            work("LoadData", { Array(1...self.count) }, completion)
        }

        func loadImages(_ data: [Int], completion: @escaping @Sendable ([String]) -> Void) {
            work("LoadImages", { data.map { "photo-\($0).png" } }, completion)
        }

        func processImages(_ images: [String], completion: @escaping @Sendable ([String]) -> Void) {
            work("ProcessImages", { images.map { "\($0) tilt-shifted" } }, completion)
        }

        func secondaryProcessing(_ result: [String], completion: @escaping @Sendable ([String]) -> Void) {
            work("SecondaryProcessing", { result.map { "\($0), framed" } }, completion)
        }

        /// The last step, on the main thread: prints the data and ends the demo.
        func show(_ output: [String]) {
            ctx.trace.span("show") {
                ctx.trace.say("This is your processed data:")
                for value in output { ctx.trace.say(value) }
            }
            ctx.result("values", output.count)
            ctx.finish()
        }

        /// Runs `body` inside a span on a global queue after 0.3 s of "work", then `completion`.
        private func work<T: Sendable>(
            _ label: String, _ body: @escaping @Sendable () -> T, _ completion: @escaping @Sendable (T) -> Void
        ) {
            DispatchQueue.global().async {
                let result = self.ctx.trace.span(label) {
                    self.ctx.sleep(0.3)
                    return body()
                }
                completion(result)
            }
        }

        func pyramid() {
            // region: dependencies/pyramid
            loadData { data in
                self.loadImages(data) { images in
                    self.processImages(images) { result in
                        self.secondaryProcessing(result) { output in
                            DispatchQueue.main.async {
                                self.show(output)
                            }
                        }
                    }
                }
            }
            // endregion
        }

        func chain() {
            // region: dependencies/chain
            let loadData = LoadDataOperation(self)
            let loadImages = LoadImagesOperation(self)
            let processImages = ProcessImagesOperation(self)
            let secondaryProcessing = SecondaryProcessingOperation(self)

            loadImages.addDependency(loadData)
            processImages.addDependency(loadImages)
            secondaryProcessing.addDependency(processImages)

            let operations = [loadData, loadImages, processImages, secondaryProcessing]
            queue.addOperations(operations, waitUntilFinished: false)

            let final = BlockOperation {
                DispatchQueue.main.async {
                    self.show(secondaryProcessing.output ?? [])
                }
            }
            final.addDependency(secondaryProcessing)  // the post's final block had none
            queue.addOperation(final)
            // endregion
        }
    }
}
