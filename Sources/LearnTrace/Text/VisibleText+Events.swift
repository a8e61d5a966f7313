extension TraceEvent {
    /// The event with every text a program controls (its thread's name, its queue's label, its
    /// task, what it printed) made safe to print (``VisibleText/escape(_:)``): a program's
    /// `ESC ] 52 ;` is shown as `^[]52;`, in every view, and never reaches the terminal. A label's
    /// first character when it is one of the tracer's own channel marks (U+001E before a judge's
    /// fact, U+001F before the learner's `trace` call: the tracer writes them, the program cannot
    /// stand in for them without the run's key) is kept, for the judge's channel to read.
    package var visible: TraceEvent {
        var event = self
        event.threadName = VisibleText.escape(threadName)
        event.queue = VisibleText.escape(queue)
        event.task = VisibleText.escape(task)
        if let mark = label.unicodeScalars.first, mark.value == 0x1E || mark.value == 0x1F {
            event.label = String(mark) + VisibleText.escape(String(label.unicodeScalars.dropFirst()))
        } else {
            event.label = VisibleText.escape(label)
        }
        return event
    }
}
