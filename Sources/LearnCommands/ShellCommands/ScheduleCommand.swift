import ArgumentParser
import LearnLanguage
import LearnRunner
import LearnTrace

/// `schedule on|off`: whether the next runs stop their threads at each gate for the learner.
package struct ScheduleCommand: SessionCommand {
    package static let configuration = CommandConfiguration.command("schedule", about: .aboutSchedule)

    @Argument(help: ArgumentHelp(.aboutScheduleSetting), completion: .list(["on", "off"]))
    package var setting: String?

    package init() {}

    package func execute(in session: Session) throws {
        let say = Catalogue(session.language)
        guard let setting else {
            session.console.line(session.schedule.map { Self.describe($0, say) } ?? say(.scheduleOff))
            return
        }
        let mode: ScheduleMode?
        switch setting.lowercased() {
        case "on": mode = .step
        case "off": mode = nil
        default:
            guard let token = ScheduleToken(parsing: setting) else {
                throw LearnError.badLine(say(.scheduleTakes, ScheduleToken.quoted(setting)))
            }
            mode = .replay(token)
        }
        session.schedule = mode
        session.openPlayer?.options.schedule = mode
        session.console.line(mode.map { Self.describe($0, say) } ?? say(.scheduleOff))
    }

    static func describe(_ mode: ScheduleMode, _ say: Catalogue = Catalogue(.en)) -> String {
        switch mode {
        case .step: say(.scheduleOn)
        case .replay(let token): say(.scheduleReplay, token)
        default: "schedule on"
        }
    }
}
