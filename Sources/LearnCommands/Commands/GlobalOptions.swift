import ArgumentParser

/// Options every command accepts: teacher lesson folders and colour.
package struct GlobalOptions: ParsableArguments {
    @Option(
        name: .customLong("lessons"),
        help: ArgumentHelp(
            "Also load lessons from this folder (repeatable; LEARN_LESSONS adds colon-separated folders).",
            valueName: "dir"), completion: .directory)
    package var lessons: [String] = []

    @Flag(name: .customLong("no-color"), help: "Never colour the output (also: NO_COLOR, TERM=dumb, or not a terminal).")
    package var noColor = false

    @Flag(
        name: .customLong("trust-lessons"),
        help: ArgumentHelp(
            "Compile and run the Swift files teachers' lessons name (`@run file=`) without asking (also: LEARN_TRUST_LESSONS=1); for unattended use."
        ))
    package var trustLessons = false

    package init() {}
}
