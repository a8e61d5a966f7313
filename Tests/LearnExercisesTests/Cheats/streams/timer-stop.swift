// cheat: the sensor is stopped by a timer, half a second after it starts, whether anyone reads
// or not.
// fails: stopped|stopped-soon|not-early
import Foundation

func readings(of sensor: Sensor) -> AsyncStream<Int> {
    AsyncStream { continuation in
        sensor.start { reading in
            continuation.yield(reading)
        } onEnd: {
            continuation.finish()
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) {
            sensor.stop()
            continuation.finish()
        }
    }
}
