import Foundation
import LearnSystem

// learn-serve: `learn serve`, handed over by `learn` (exec) once it parsed the command line.
// Before any process is started: none of them may stop the classroom, or attach to it.
SignalGuard.install()
exit(ServeMain.main(Array(CommandLine.arguments.dropFirst())))
