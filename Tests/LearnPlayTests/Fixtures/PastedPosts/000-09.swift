extension CurrencyFirstViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fetchDataResults.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: identifier) as? CustomTableViewCell else {
            LoggerUtil.faultLog(message: "DequereusableCell initialize failed from ConcurrencyFirstViewController")
            return UITableViewCell()
        }

        let model = self.fetchDataResults[indexPath.row]

        cell.delegate = self
        cell.numberLabel.text = "\(indexPath.row)"

        cell.indexPath = indexPath

        DispatchQueue.global(qos: .userInitiated).async {
            var image: UIImage?
            if let url = URL(string: model.MAIN_IMG), let data = try? Data(contentsOf: url) {
                image = UIImage(data: data)
            }

            DispatchQueue.main.async {
                if let image = image {
                    cell.cellImageView.image = image
                }
                cell.cellWebView.loadHTMLString(model.FAC_DESC, baseURL: nil)
            }
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

extension CurrencyFirstViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row == fetchDataResults.count-1 {
            fetchRequest()
        }
    }
}
