import UIKit 

typealias ImageOperationCompletion = ((Data?, URLResponse?, Error?) -> Void)? 

final class NetworkImageOperation: AsyncOperation { 
	var image: UIImage? 
	
	private let url: URL 
	private let completion: ImageOperationCompletion
}
