// A right answer written differently from the reference: an OperationQueue decodes, and the
// main operation queue shows.
import Foundation

let decoders = OperationQueue()

func load(_ photos: [Photo], into screen: Screen) {
    for photo in photos {
        decoders.addOperation {
            let picture = photo.decode()
            OperationQueue.main.addOperation { screen.show(picture) }
        }
    }
}
