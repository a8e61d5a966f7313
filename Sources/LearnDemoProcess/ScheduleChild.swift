import Foundation
import LearnDemos
import LearnRunner
import LearnTrace

/// The demo process's side of scheduling: reads how this run is scheduled from
/// its environment, turns the gates on, and sends the report at the end.
enum ScheduleChild {
    /// Starts the scheduler when the runner asked for one; nil for a free run.
    static func start(tracer: Tracer, context: DemoContext) -> GateScheduler? {
        guard let word = getenv(ScheduleMessage.modeVariable).map({ String(cString: $0) }),
            let mode = ScheduleMode(word: word)
        else { return nil }
        let control = getenv(ScheduleMessage.controlVariable)
            .flatMap { Int32(String(cString: $0)) }
            .flatMap { fcntl($0, F_GETFD) != -1 ? ControlChannel(fd: $0) : nil }
        let fineOnly = getenv(ScheduleMessage.coarseVariable) != nil
        let scheduler = GateScheduler(mode: mode, tracer: tracer, context: context, control: control, fineOnly: fineOnly)
        scheduler.start()
        return scheduler
    }

    /// Waits until the scheduler has sent its report to the parent.
    static func finish(_ scheduler: GateScheduler?) {
        scheduler?.finish()
    }
}
