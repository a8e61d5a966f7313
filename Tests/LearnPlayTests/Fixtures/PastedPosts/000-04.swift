let serialQueue = DispatchQueue(label: "com.sanghwiback.concurrencyNoThanks")
let concurrentQueue = DispatchQueue(label: "com.sanghwiback.concurrencyHelpYourSelf", qos: .userInteractive, attributes: .concurrent)

concurrentQueue.async {
	// UI 요소 계산...
    
    serialQueue.async {
    	// UI 요소 업데이트
    }
}
