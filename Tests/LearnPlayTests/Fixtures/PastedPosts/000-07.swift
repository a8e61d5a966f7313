import UIKit
import WebKit

protocol CustomCellSizeDelegate {
    func customCellDidFinishLoad(using height: CGFloat, at indexPath: IndexPath)
}

class CustomTableViewCell: UITableViewCell, WKUIDelegate, WKNavigationDelegate {

    @IBOutlet weak var numberLabel: UILabel!
    @IBOutlet var cellImageView: UIImageView!
    @IBOutlet var cellWebView: WKWebView!
    
    var delegate: CustomCellSizeDelegate?
    var indexPath: IndexPath?
    var htmlString: String?
    var cellImage: UIImage?
    
    override func awakeFromNib() {
        super.awakeFromNib()
        cellWebView.uiDelegate = self
        cellWebView.navigationDelegate = self
        cellWebView.scrollView.isScrollEnabled = false
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        guard webView.isLoading == false else { return }
        evaluateHeightUsingJavaScript(webView)
    }
    
    func evaluateHeightUsingJavaScript(_ webView: WKWebView) {
        webView.evaluateJavaScript("document.body.scrollHeight") { [weak self] (result, error) in
            guard let self = self else { return }
            guard let height = result as? CGFloat, let indexPath = self.indexPath else { return }
            
            self.delegate?.customCellDidFinishLoad(using: (height > 300 ? 300 : height), at: indexPath)
        }
    }
}

extension NoneViewController: CustomCellSizeDelegate {
	/// 각 커스텀 셀에 정의된 델리게이트 메소드입니다.
    ///
    /// 각 커스텀 셀에서 웹뷰에 HTML이 로드된 후 스크롤 높이를 가져왔을 경우 실행됩니다.
    func customCellDidFinishLoad(using height: CGFloat, at indexPath: IndexPath) {
        guard let cell = noneTableView.cellForRow(at: indexPath) as? CustomTableViewCell else { return }
        
        noneTableView.beginUpdates()
        preDefinedRowHeights.updateValue(Float(cell.cellImageView.frame.height+height/2), forKey: indexPath)
        noneTableView.endUpdates()
    }
}
