// cheat: each reading waits on the sensor's queue until the consumer has taken it (a sync in
// place of a buffer), so no reading is ever kept waiting.
// fails: producer-free
import Foundation

final class Pull: @unchecked Sendable {  // only the consumer's task touches `iterator`
    var iterator: AsyncStream<Int>.Iterator
    init(_ stream: AsyncStream<Int>) { iterator = stream.makeAsyncIterator() }
}

func readings(of sensor: Sensor) -> AsyncStream<Int> {
    let taken = DispatchSemaphore(value: 0)
    let inner = AsyncStream<Int> { continuation in
        continuation.onTermination = { _ in sensor.stop() }
        sensor.start { reading in
            continuation.yield(reading)
            taken.wait()  // until the consumer has it
        } onEnd: {
            continuation.finish()
        }
    }
    let pull = Pull(inner)
    return AsyncStream(unfolding: {
        let next = await pull.iterator.next()
        if next != nil { taken.signal() }
        return next
    })
}
