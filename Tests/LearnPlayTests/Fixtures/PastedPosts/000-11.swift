extension CurrencySecondViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fetchDataResults.count
    }
    
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: identifier) as? CustomTableViewCell else {
            LoggerUtil.faultLog(message: "DequereusableCell initialize failed from ConcurrencySecondViewController")
            return UITableViewCell()
        }
        
        let model = fetchDataResults[indexPath.row]
        
        cell.delegate = self
        cell.numberLabel.text = "\(indexPath.row)"
        
        cell.htmlString = model.FAC_DESC
        cell.indexPath = indexPath
        
        let imageTask = groupCellTaskModel.processConcurrentImage(target: cell, urlString: model.MAIN_IMG) { target, data in // 1. 셀에 미리 작업할 이미지를 저장한다.
            guard let target = target as? CustomTableViewCell else { return }
            target.cellImage = UIImage(data: data)
        }
        groupCellTaskModel.processConcurrent(target: cell) { target in // 2. Serial Queue 작업 전 이상이 발견되면 이후의 Task들을 모두 종료 시킨다.
            guard let target = target as? CustomTableViewCell else {
                imageTask.cancel()
                return
            }
            
            if target.cellImage == nil {
                imageTask.cancel()
            }
        }
        let someSerialTask = groupCellTaskModel.processSerial(target: cell) { target in // 3. 실제 ImageView 에 이미지를 반영한다.
            guard let target = target as? CustomTableViewCell else { return }
            target.cellImageView.image = target.cellImage
        }
        groupCellTaskModel.notifyCustomCellGroup(target: cell) { target in // 4. WebView 에 HTML 을 반영하면서 의존성이 부여된 작업들을 순차적으로 실행한다.
            guard let target = target as? CustomTableViewCell, let htmlString = target.htmlString else {
                someSerialTask.cancel()
                return
            }
            target.cellWebView.loadHTMLString(htmlString, baseURL: nil)
        }
        
        return cell
    }
    
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard fetchDataResults.count-1 >= indexPath.row, let rowHeight = preDefinedRowHeights[indexPath] else {
            return UITableView.automaticDimension
        }
        return CGFloat(rowHeight)
    }
}

extension CurrencySecondViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row == fetchDataResults.count-1 {
            fetchRequest()
        }
    }
}
