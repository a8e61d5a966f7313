init(url: URL, completion: ImageOperationCompletion = nil) { 
	self.url = url 
	self.completion = completion 
	
	super.init()
}

convenience init?(string: String, completion: ImageOperationCompletion = nil) { 
	guard let url = URL(string: string) else { return nil }
	self.init(url: url, completion: completion)
}
