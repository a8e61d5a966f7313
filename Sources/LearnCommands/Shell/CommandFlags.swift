import ArgumentParser
import Foundation

/// The flags a command accepts, read from the command's own argument-parser definition,
/// so the shell's completion knows every flag the parser does, and which take a value.
struct CommandFlags: Equatable {
    /// Every visible long flag and option, as typed (`--variant`), sorted.
    var names: [String]
    /// Those that take a value (`--variant NAME`), as opposed to switches (`--step`).
    var takingValue: Set<String>

    init(names: [String], takingValue: Set<String>) {
        self.names = names
        self.takingValue = takingValue
    }

    /// Reads `command`'s arguments from the parser's description of it (its help dump).
    init(of command: any ParsableCommand.Type) {
        let dump = (try? JSONDecoder().decode(Dump.self, from: Data(command._dumpHelp().utf8)))?.command.arguments ?? []
        var names: [String] = [], takingValue: Set<String> = []
        for argument in dump where argument.shouldDisplay && argument.kind != "positional" {
            for name in argument.names ?? [] where name.kind == "long" && name.name != "help" {
                names.append("--" + name.name)
                if argument.kind == "option" { takingValue.insert("--" + name.name) }
            }
        }
        self.init(names: names.sorted(), takingValue: takingValue)
    }

    /// The shape of the parser's JSON description (`--experimental-dump-help`), the parts read here.
    private struct Dump: Decodable {
        struct Command: Decodable { var arguments: [Argument]? }
        struct Argument: Decodable {
            struct Name: Decodable {
                var kind: String
                var name: String
            }
            var kind: String
            var shouldDisplay: Bool
            var names: [Name]?
        }
        var command: Command
    }
}
