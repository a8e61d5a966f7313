DispatchQueue.global(qos: .userInteractive).async {
	// UI 요소 계산...
    
    DispatchQueue.main.async {
    	// UI 요소 업데이트
    }
}
