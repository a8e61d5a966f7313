extension NoneViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fetchDataResults.count
    }
    
    // MARK: - Important Part Start
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: identifier) as? CustomTableViewCell else {
            return UITableViewCell()
        }
        
        let model = fetchDataResults[indexPath.row]
        
        cell.delegate = self
        cell.numberLabel.text = "\(indexPath.row)"
        
        cell.indexPath = indexPath
        
        if let url = URL(string: model.MAIN_IMG), let data = try? Data(contentsOf: url) {
            cell.cellImageView.image = UIImage(data: data)
        }
        
        if model.preDefinedRowHeight == nil {
            cell.cellWebView.loadHTMLString(model.FAC_DESC, baseURL: nil)
        }
        
        return cell
    }
    // MARK: - Important Part End
    
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard fetchDataResults.count-1 >= indexPath.row, let rowHeight = preDefinedRowHeights[indexPath] else {
            return UITableView.automaticDimension
        }
        return CGFloat(rowHeight)
    }
}

extension NoneViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    	// 현재 위치가 맨 마지막일 경우 데이터를 fetch할 수 있도록 하였습니다.
        if indexPath.row == fetchDataResults.count-1 {
            fetchRequest()
        }
    }
}
