let image = UIImage(name: "\(indexPath.row).png")!
let op = TiltShiftOperation(image: image)
