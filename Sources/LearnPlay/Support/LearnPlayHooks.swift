// Added by `learn play` to the learner's code (a module of its own when traced, after the
// code under ThreadSanitizer): `print` also tells learn's trace which thread and queue
// printed, and `trace` records named spans, marks and values.
// Without the tracing library (a ThreadSanitizer build) both only do the plain thing.
#if canImport(Glibc)
    import Glibc
#endif

enum _LearnPlayHooks {
    typealias Say = @convention(c) (UnsafePointer<CChar>?, Int) -> Void
    typealias Mark = @convention(c) (UnsafePointer<CChar>?) -> Void
    typealias Value = @convention(c) (UnsafePointer<CChar>?, Int64) -> Void
    typealias Begin = @convention(c) (UnsafePointer<CChar>?) -> UInt64
    typealias End = @convention(c) (UnsafePointer<CChar>?, UInt64) -> Void

    static let handle = dlopen(nil, RTLD_LAZY)
    static let say = symbol("learn_play_say", as: Say.self)
    static let mark = symbol("learn_play_mark", as: Mark.self)
    static let value = symbol("learn_play_value", as: Value.self)
    static let begin = symbol("learn_play_begin", as: Begin.self)
    static let end = symbol("learn_play_end", as: End.self)

    static func symbol<F>(_ name: String, as type: F.Type) -> F? {
        dlsym(handle, name).map { unsafeBitCast($0, to: type) }
    }
}
