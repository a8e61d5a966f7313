// A right answer written differently from the reference: `makeStream`, and the sensor stopped
// by the first `yield` that returns `.terminated` (one reading goes to nobody, at most).
import Foundation

func readings(of sensor: Sensor) -> AsyncStream<Int> {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .unbounded)
    sensor.start { reading in
        if case .terminated = continuation.yield(reading) {
            sensor.stop()  // the stream has ended: nobody reads
        }
    } onEnd: {
        continuation.finish()
    }
    return stream
}
