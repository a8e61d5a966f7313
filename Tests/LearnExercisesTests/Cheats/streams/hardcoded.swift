// cheat: a stream of readings made up, finished at once, and the sensor never started.
// fails: every-reading
import Foundation

func readings(of sensor: Sensor) -> AsyncStream<Int> {
    AsyncStream { continuation in
        for reading in 1...5 { continuation.yield(reading) }
        continuation.finish()
    }
}
