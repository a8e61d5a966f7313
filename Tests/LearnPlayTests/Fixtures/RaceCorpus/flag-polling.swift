// races: done
// A plain Bool flag polled with usleep: the flag orders nothing.
import Foundation
var done = false
var value = 0
Thread {
    value = 42
    done = true
}.start()
while !done { usleep(1000) }
print(value)
