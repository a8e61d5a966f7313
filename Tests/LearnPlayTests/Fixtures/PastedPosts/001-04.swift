override var isAsynchronous: Bool { 
	return true
}
