// cheat: a buffer of one reading (`.bufferingNewest(1)`): memory is saved, and a slow consumer
// gets only the newest reading.
// fails: every-reading
import Foundation

func readings(of sensor: Sensor) -> AsyncStream<Int> {
    AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
        continuation.onTermination = { _ in sensor.stop() }
        sensor.start { reading in
            continuation.yield(reading)
        } onEnd: {
            continuation.finish()
        }
    }
}
