import LearnCommands

// The thin executable: everything else lives in libraries that tests drive.
LearnMain.run()
