// 스레드의 정보를 보기 위한 extension
extension Thread {
  class func printCurrent() {
    print("\(Thread.current), isMainThread? = \(Thread.isMainThread)")
  }
}

class ViewController: UIViewController {
  let completableDeferredSet = CompletableDeferredSet<Int>()
  
  override func viewDidLoad() {
    super.viewDidLoad()
    Thread.printCurrent() // <_NSMainThread: 0x6000008f4680>{number = 1, name = main}, isMainThread? = true
  }
  
  func testThread() {
    Thread.printCurrent() // <_NSMainThread: 0x6000008f4680>{number = 1, name = main}, isMainThread? = true
  }
}
