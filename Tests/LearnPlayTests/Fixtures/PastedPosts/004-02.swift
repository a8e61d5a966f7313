class ViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    Thread.printCurrent() // <_NSMainThread: 0x600001c687c0>{number = 1, name = main}, isMainThread? = true
    DispatchQueue.main.async {
      self.testThread()
    }
  }
  
  func testThread() {
    Thread.printCurrent() // <_NSMainThread: 0x600001c687c0>{number = 1, name = main}, isMainThread? = true
  }
}
