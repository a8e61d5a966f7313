import Foundation

// The yardstick for `learn`'s start-up: a Swift "hello" that imports Foundation.
print("hello, \(ProcessInfo.processInfo.processName)")
