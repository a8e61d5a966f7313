loadData { (data) in
	loadImages (data, callback: { (images) in process Images (images, callback: { (result) in
		secondaryProcessing (result, callback: { (output) in
			DispatchQueue.main.async {
				print("This is your processed data:")
				for value in output {
					print (value)
					}
				}
			})
		})
	})
}
