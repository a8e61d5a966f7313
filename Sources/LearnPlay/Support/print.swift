/// Prints as Swift's `print` does, and records the line with its thread and queue.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    var text = ""
    for (i, item) in items.enumerated() {
        if i > 0 { text += separator }
        Swift.print(item, terminator: "", to: &text)
    }
    // Traced, the line goes to learn as a `say` (with its thread and queue), not also to stdout,
    // where learn would have to tell it from what the runtime writes there.
    guard let say = _LearnPlayHooks.say else { return Swift.print(text, terminator: terminator) }
    text.withUTF8 { say(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), $0.count) }
}
