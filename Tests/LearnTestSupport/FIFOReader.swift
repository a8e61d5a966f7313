import Foundation

/// Reads a FIFO on a thread of its own until its writer closes it: opening for reading waits
/// for the writer, so the test can start the writer (`learn … --trace-out FIFO`) after this.
package final class FIFOReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()  // written by the reading thread, read after `done`

    package init(_ path: String) {
        Thread.detachNewThread { [self] in
            let fd = open(path, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 65536)
            while fd >= 0 {
                let n = Glibc.read(fd, &buffer, buffer.count)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { break }
                data.append(contentsOf: buffer[..<n])
            }
            if fd >= 0 { close(fd) }
            done.signal()
        }
    }

    /// Everything the writer wrote, once it has closed the FIFO.
    package func received() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
