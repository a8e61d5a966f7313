override func start() { 
	main()
	state = .executing
}
