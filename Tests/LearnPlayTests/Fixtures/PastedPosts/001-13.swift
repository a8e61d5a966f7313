private var urls: [URL] = [] 

override func viewDidLoad() { 
	super.viewDidLoad()
	
	guard let plist = Bundle.main.url(forResource: "Photos", withExtension: "plist"),
				let contents = try? Data(contentsOf: plist),
				let serial = try? PropertyListSerialization.propertyList(from: contents, format: nil),
				let serialUrls = serial as? [String] else { 
					print("에러")
					return
				}
	urls = serialUrls.compactMap(URL.init)
}
