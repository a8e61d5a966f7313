extension Catalogue {
    /// English: the command line: the parser's and validation's errors, `check`'s diagnostics, files and folders.
    static let englishCommands: [MessageKey: String] = [:]
}
