override func main() { 
	URLSession.shared.dataTask(with: url) { [weak self] data, response, error in
		guard let self = self else { return }
		
		defer { self.state = .finished }
		
		if let completion = self.completion { 
			completion(data, response, error)
			return 
		}
		
		guard error == nil, let data = data else { return }
		
		self.image = UIImage(data: data) 
	}.resume()
}
