import Dispatch

/// Lets a closure on another queue cancel a `DispatchWorkItem`.
///
/// `@unchecked Sendable` because corelibs Dispatch does not mark
/// `DispatchWorkItem` Sendable, although `cancel()` and `isCancelled` are
/// atomic operations on the item's state inside libdispatch: the only things
/// this handle exposes. It is not a lesson about unsafety.
struct CancelHandle: @unchecked Sendable {
    private let item: DispatchWorkItem
    init(_ item: DispatchWorkItem) { self.item = item }
    func cancel() { item.cancel() }
    var isCancelled: Bool { item.isCancelled }
}
