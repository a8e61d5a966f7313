// cheat: a buffer of one reading, and after each reading the sensor's queue sleeps a moment to
// give the consumer time to take it (a sleep in place of a buffer): a consumer that reads later
// finds the first reading alone.
// fails: every-reading
import Foundation

func readings(of sensor: Sensor) -> AsyncStream<Int> {
    AsyncStream(bufferingPolicy: .bufferingOldest(1)) { continuation in
        continuation.onTermination = { _ in sensor.stop() }
        sensor.start { reading in
            continuation.yield(reading)
            usleep(200_000)  // the consumer takes it meanwhile
        } onEnd: {
            continuation.finish()
        }
    }
}
