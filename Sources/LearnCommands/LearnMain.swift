import Foundation
import LearnRunner

/// Entry point of the `learn` executable.
public enum LearnMain {
    public static func run() -> Never {
        let args = Array(CommandLine.arguments.dropFirst())
        if args.first == "__demo" {
            DemoChild.main(Array(args.dropFirst()))
        }
        print("learn: skeleton")
        exit(0)
    }
}
