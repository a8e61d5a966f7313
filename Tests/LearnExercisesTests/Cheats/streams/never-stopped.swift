// cheat: finished at the sensor's end, but nothing stops the sensor once nobody reads.
// fails: stopped
import Foundation

func readings(of sensor: Sensor) -> AsyncStream<Int> {
    AsyncStream { continuation in
        sensor.start { reading in
            continuation.yield(reading)
        } onEnd: {
            continuation.finish()
        }
    }
}
