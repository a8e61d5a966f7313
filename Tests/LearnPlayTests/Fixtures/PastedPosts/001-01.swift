class AsyncOperation: Operation { 
	enum State: String { 
		case ready, executing, finished 
		
		// KVO notifications을 위한 keyPath 설정 
		fileprivate var keyPath: String { 
			return "is\(rawValue.capitalized)"
		}
	}
}
