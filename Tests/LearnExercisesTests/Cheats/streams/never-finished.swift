// cheat: the sensor is stopped when nobody reads, but its end still goes nowhere: the loop
// waits forever after the last reading.
// fails: finished
import Foundation

func readings(of sensor: Sensor) -> AsyncStream<Int> {
    AsyncStream { continuation in
        continuation.onTermination = { _ in sensor.stop() }
        sensor.start { reading in
            continuation.yield(reading)
        } onEnd: {
        }
    }
}
