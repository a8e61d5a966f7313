class LoadDataOperation: AsyncOperation { 
	var data: Data?
	
	override func main() { 
		loadData { loadedData in 
			self.data = loadedData
			self.state = .finished
		}
	}
}

class LoadImagesOperation: AsyncOperation { 
	var data: Data? 
	var image: [UIImage]? 
	
	override func main() { 
		guard let data = data else { return }
		loadImages(data) { loadedImage in 
			self.images = loadedImages
			self.state = .finished
		}
	}
}
