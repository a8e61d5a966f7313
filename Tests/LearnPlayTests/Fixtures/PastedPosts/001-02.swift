	var state = State.ready { 
		// 값이 변경되면,
		willSet { 
			willChangeValue(forKey: newValue.keyPath)
			willChangeValue(forKey: state.keyPath)
		}
		// 값이 변경된 후
		didSet { 
			didChangeValue(forKey: oldValue.keyPath)
			didChangeValue(forKey: state.keyPath)
		}
	}
