import UIKit

class NoneViewController: UIViewController {

    private var networkModel: APISessionModel = APISessionModel()
    
    private let refreshControl = UIRefreshControl()
    private var preDefinedRowHeights = [IndexPath: Float]()
    private var fetchDataResults = [SpaceInfo]() {
        didSet {
            DispatchQueue.main.async {
                self.noneTableView.reloadData()
                self.refreshControl.endRefreshing()
            }
        }
    }
    
    private let identifier = String(describing: CustomTableViewCell.self)

    @IBOutlet weak var noneTableView: UITableView!
    
    override func viewDidLoad() {
        super.viewDidLoad()
        let nib = UINib(nibName: identifier, bundle: nil)
        noneTableView.register(nib, forCellReuseIdentifier: identifier)
        noneTableView.dataSource = self
        noneTableView.delegate = self
        
        refreshControl.addTarget(self, action: #selector(refreshTableView(_:)), for: .valueChanged)
        if #available(iOS 10.0, *) {
            noneTableView.refreshControl = refreshControl
        } else {
            noneTableView.addSubview(refreshControl)
        }
        
        fetchRequest()
    }
    
    // 테이블 뷰 refresh할 때 실행할 Selector 함수.
    @objc func refreshTableView(_ sender: Any) {
        fetchRequest(isReload: true)
    }
    
    func fetchRequest(isReload: Bool = false) {
        
        if isReload {
            fetchDataResults.removeAll()
        }
        
        networkModel.sendRequest(from: fetchDataResults.count+1, to: fetchDataResults.count+10) { [weak self] culturalData in
            guard let culturalData = culturalData else { 
            	return 
            }
            
            self?.fetchDataResults.append(contentsOf: culturalData)
        }
    }
}
