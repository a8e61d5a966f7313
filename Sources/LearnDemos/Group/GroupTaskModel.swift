// swift-format-ignore-file
import Dispatch
import Foundation

/// 000/E8's `GroupTaskModel`, translated: a class owning a `DispatchGroup` and a
/// concurrent queue, through which every step of a cell's work goes.
///
/// The post's `Data(contentsOf:)` becomes `load`, a local, simulated source
/// (no network). Everything else keeps the post's shape and names.
// region: group/model
final class GroupTaskModel<T: Sendable>: Sendable {
    private let group = DispatchGroup()
    private let concurrentQueue: DispatchQueue
    private let load: @Sendable (String) -> Data?
    private let clock: DemoClock  // the demo's time (the wall clock in a free run)

    init(qos: DispatchQoS, clock: DemoClock,
         load: @escaping @Sendable (String) -> Data?) {
        self.concurrentQueue = DispatchQueue(
            label: "customCellQueue", qos: qos, attributes: .concurrent)
        self.clock = clock
        self.load = load
    }

    @discardableResult
    func processConcurrentImage(
        target: T, urlString: String,
        _ completionHandler: @escaping @Sendable (T, Data) -> Void
    ) -> DispatchWorkItem {
        let item = DispatchWorkItem {
            if let data = self.load(urlString) {
                completionHandler(target, data)
            }
        }
        concurrentQueue.async(group: group, execute: item)
        return item
    }

    @discardableResult
    func processConcurrent(
        target: T, _ completionHandler: @escaping @Sendable (T) -> Void
    ) -> DispatchWorkItem {
        let item = DispatchWorkItem(flags: .barrier) {
            completionHandler(target)
        }
        concurrentQueue.async(group: group, execute: item)
        return item
    }

    @discardableResult
    func processSerial(
        target: T, _ completionHandler: @escaping @Sendable (T) -> Void
    ) -> DispatchWorkItem {
        let item = DispatchWorkItem {
            DispatchQueue.main.async(group: self.group) {
                completionHandler(target)
            }
        }
        concurrentQueue.async(group: group, execute: item)
        return item
    }

    func notifyCustomCellGroup(
        target: T, _ completionHandler: @escaping @Sendable (T) -> Void
    ) {
        group.notify(queue: .main) {
            completionHandler(target)
        }
    }

    func waitTimeoutCustomCellGroup(
        target: T, seconds: Double,
        timeoutHandler: (@Sendable (T) -> Void)?,
        _ completionHandler: @escaping @Sendable (T) -> Void
    ) {
        // `.now() + seconds` on the demo's clock
        if group.wait(timeout: seconds, on: clock) == .timedOut {
            if let timeoutHandler = timeoutHandler {
                timeoutHandler(target)
            }
            return
        }
        completionHandler(target)
    }
}
// endregion
