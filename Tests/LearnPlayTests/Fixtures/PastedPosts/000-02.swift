// main thread에서 self.textLabel의 text 프로퍼티에 문자열을 반영하는 소스를 실행하라.
// async 이므로 return을 기다리지 않고 바로 실행한다.
DispatchQueue.main.async {
	self.textLabel.text = "Let there be light"
} 
