// Exercise: streams: a sensor's readings, from its queue to a task.
//
// The exercise's judge (`learn exercise streams --judge` shows it) owns two `Sensor`s with a
// callback API: `start(onReading:onEnd:)` sends each reading, in order, on the sensor's serial
// queue, and then its end if the sensor ends; `stop()` stops it. A task of the judge's reads
// `readings(of:)` of each with `for await`. The first sensor sends its readings (a number the judge
// picks at run time) and its end all at once, and its consumer starts reading only after that;
// the second never ends, and its consumer goes away (is cancelled) after a few readings. Make the
// stream give every reading in order and end after the sensor's end, never make the sensor's
// queue wait for the consumer, and stop the sensor as soon as nobody reads, in every run and
// under every schedule learn tries.
import Foundation

/// The sensor's readings, in order, as they come.
func readings(of sensor: Sensor) -> AsyncStream<Int> {
    AsyncStream { continuation in
        sensor.start { reading in
            continuation.yield(reading)
        } onEnd: {
        }
    }
}
