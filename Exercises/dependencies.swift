// Exercise: dependencies: a chain of operations in the right order.
//
// Loading data, loading images, processing them and a secondary pass must run one after
// another — each needs what the one before made — while the queue may run up to four
// operations at once. Make every step start only after the step before it ended, in every
// run, and keep ThreadSanitizer silent.
import Foundation

final class Step: Operation, @unchecked Sendable {  // `step` never changes
    let step: String
    init(_ step: String) { self.step = step }

    override func main() {
        trace.span(step) { usleep(5_000) }
    }
}

let loadData = Step("load-data")
let loadImages = Step("load-images")
let processImages = Step("process-images")
let secondary = Step("secondary")

loadData.addDependency(loadImages)
loadImages.addDependency(processImages)
processImages.addDependency(secondary)

let queue = OperationQueue()
queue.maxConcurrentOperationCount = 4
queue.addOperations([loadData, loadImages, processImages, secondary], waitUntilFinished: true)
print("done")
