let loadDataOperation = LoadDataOperation()
let loadImagesOperation = LoadImagesOperation() 
let processImagesOperation = ProcessImagesOperation() 
let secondaryProcessingOperation = SecondaryProcessingOperation()

loadImagesOperation.addDependency(loadDataOperation)
processImagesOpeartion.addDependency(loadImagesOperation)
secondaryProcessingOperation.addDependency(processImagesOperation)

let operations = [loadImagesOperation, processImagesOpeartion, secondaryProcessingOperation, secondaryProcessingOperation]

let queue  = OperationQueue() 

queue.addOperation(operations, waitUntilFinished: false)

queue.addOperation {
    DispatchQueue.main.async {
        print("This is your processed data:")
        for value in secondaryProcessingOperation.output {
            print(value)
        }
    }
}
