DispatchQueue.main
DispatchQueue.global(qos: .utility)
