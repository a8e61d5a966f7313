extension TraceEvent {
    /// The event with every text a program controls (its thread's name, its queue's label, its
    /// task, what it printed) made safe to print (``VisibleText/escape(_:)``): a program's
    /// `ESC ] 52 ;` is shown as `^[]52;`, in every view, and never reaches the terminal.
    package var visible: TraceEvent {
        var event = self
        event.threadName = VisibleText.escape(threadName)
        event.queue = VisibleText.escape(queue)
        event.task = VisibleText.escape(task)
        event.label = VisibleText.escape(label)
        return event
    }
}
