let op = NetworkImageOperation(url: urls[indexPath.row])
