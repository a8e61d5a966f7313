// Exercise: dependencies: a chain of operations in the right order.
//
// The exercise's judge (its own code, which you do not edit) makes the four steps of a job —
// load the data, load the images, process them, a secondary pass — as operations, and hands
// each job (two or three, picked at run time) to `queueJob` with its `OperationQueue`, which may
// run up to four operations at once. Each step needs what the step before it made. Make every
// step start only after the step before it ended, in every run and under every schedule learn
// tries, with the steps still run by the judge's queue and the jobs still free to run side by
// side — and ThreadSanitizer silent.
import Foundation

func queueJob(_ steps: [Operation], on queue: OperationQueue) {
    let loadData = steps[0]
    let loadImages = steps[1]
    let processImages = steps[2]
    let secondary = steps[3]

    // A step depends on the step before it: it waits until that one has finished.
    loadImages.addDependency(loadData)
    processImages.addDependency(loadImages)
    secondary.addDependency(processImages)

    queue.addOperations([loadData, loadImages, processImages, secondary], waitUntilFinished: false)
}
