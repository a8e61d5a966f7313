class DispatchTest {

	var text = ""
    var textLabel = UILabel()
    
	let requestWorkItem = DispatchWorkItem {
		URLSession(configuration: .default).dataTask(with: url) { (data, response, error) in
        	guard error == nil, let data = data else {
            	return 
            }
            
    		self.text = String(data: data, encoding: .utf8)
	}
	let uiWorkItem = DispatchWorkItem {
		self.textLabel.text = text
	}
}

let test = DispatchTest()

test.requestWorkItem
	.notify(queue: .main, execute: test.uiWorkItem)
    
queue.async(execute: test.requestWorkItem)
