/// A span a demo records around a call that blocks (`queueB.sync { … }`, `semaphore.wait()`),
/// declared beside the demo so that the code a lesson shows stays as written: inside the span
/// the tracer opens a ``WaitLabel`` span (`wait: sync → B`), so the run is drawn as waiting
/// and a hang or a trap is diagnosed as a learner's program is. Its site is the declaration's
/// place in the list, from 1; the diagnosis names the call by ``code``.
package struct DeclaredWait: Sendable, Equatable {
    /// The demo's own span around the call (`A waits for B`).
    package var span: String
    /// What the call waits for, as a ``WaitLabel`` says it after `wait: ` (`sync → B`, `semaphore 1`).
    package var wait: String
    /// The call as the lesson's code shows it (`queueB.sync { ctx.trace.span("A in B") {} }`).
    package var code: String

    /// `sync` onto the queue labelled `queue`, inside the demo's span `span`.
    package static func sync(_ span: String, onto queue: String, code: String) -> DeclaredWait {
        DeclaredWait(span: span, wait: "sync → " + queue, code: code)
    }

    /// `semaphore.wait()` (the demo's semaphore `number`), inside the demo's span `span`.
    package static func semaphore(_ span: String, number: Int = 1, code: String) -> DeclaredWait {
        DeclaredWait(span: span, wait: "semaphore \(number)", code: code)
    }

    /// `group.wait(timeout:)` (the demo's group `number`), inside the demo's span `span`.
    package static func group(_ span: String, number: Int = 1, code: String) -> DeclaredWait {
        DeclaredWait(span: span, wait: "group \(number)", code: code)
    }
}
