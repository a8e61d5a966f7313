class ViewController: UIViewController {
  let completableDeferredSet = CompletableDeferredSet<Int>()
  
  override func viewDidLoad() {
    super.viewDidLoad()
    
    Thread {
      self.completableDeferredSet.insert(1)
      self.completableDeferredSet.await()
      print("2.대기 종료!")
    }
    .start()
    
    DispatchQueue.global().asyncAfter(deadline: .now() + 3) {
      print("1.작업 종료")
      self.completableDeferredSet.complete()
    }
  }
}

/*
여기 동작?
1.작업 종료
2.대기 종료!
*/
