override var isReady: Bool { 
	return super.isReady && state == .ready
}

override var isExecuting: Bool { 
	return state == .executing
}

override var isFinished: Bool { 
	return state == .finished 
}
