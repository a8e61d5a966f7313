import ArgumentParser
import LearnRunner
import LearnTrace

/// `schedule on|off`: whether the next runs stop their threads at each gate for the learner.
package struct ScheduleCommand: SessionCommand {
    package static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract:
            "Be the scheduler: `schedule on` stops each thread of a demo or of `play FILE` at its gates and asks who goes on; `schedule off` lets the real scheduler decide."
    )

    @Argument(help: "on, off, or a token to replay.", completion: .list(["on", "off"]))
    package var setting: String?

    package init() {}

    package func execute(in session: Session) throws {
        guard let setting else {
            session.console.line(session.schedule.map(Self.describe) ?? "schedule off: the real scheduler decides")
            return
        }
        let mode: ScheduleMode?
        switch setting.lowercased() {
        case "on": mode = .step
        case "off": mode = nil
        default:
            guard let token = ScheduleToken(parsing: setting) else {
                throw LearnError.badLine("`schedule` takes on, off, or a token a run printed (like 2323232c3c1e), not `\(setting)`")
            }
            mode = .replay(token)
        }
        session.schedule = mode
        session.openPlayer?.options.schedule = mode
        session.console.line(mode.map(Self.describe) ?? "schedule off: the real scheduler decides")
    }

    static func describe(_ mode: ScheduleMode) -> String {
        switch mode {
        case .step: "schedule on: each run stops its threads at their gates and asks who goes on"
        case .replay(let token): "schedule \(token): the next runs replay this interleaving"
        default: "schedule on"
        }
    }
}
