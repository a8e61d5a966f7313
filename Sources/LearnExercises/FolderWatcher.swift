import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Waits for a file to change by watching its folder with inotify: editors often save by
/// writing a new file and renaming it over the old one, which a watch on the file would miss.
package final class FolderWatcher {
    private let fd: Int32
    private let name: String

    /// Watches the folder holding `path` for changes to that file.
    package init(path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        name = (path as NSString).lastPathComponent
        fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else { throw ExerciseError("cannot watch files: inotify_init1 failed (\(String(cString: strerror(errno))))") }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_ATTRIB)
        guard inotify_add_watch(fd, folder.isEmpty ? "." : folder, mask) >= 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw ExerciseError("cannot watch \(folder): \(reason)")
        }
    }

    deinit { close(fd) }

    /// Blocks until the file changes, or `timeout` seconds pass (nil: forever), or `stop`
    /// says so (checked every 100 ms); true when it changed. Changes in a burst (an editor's
    /// write, rename, chmod) count once: it waits until 100 ms pass without another.
    package func waitForChange(timeout: Double? = nil, stop: () -> Bool = { false }) -> Bool {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        var changed = false
        while true {
            if stop() { return false }
            if let deadline, Date() > deadline, !changed { return false }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 100)
            if ready > 0 {
                if readEvents() { changed = true }
            } else if ready == 0, changed {
                return true
            }
        }
    }

    /// Forgets the changes seen so far (the caller is about to read the file anew).
    package func discardPending() {
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, 0) > 0 { _ = readEvents() }
    }

    /// Reads pending events; true when one names the watched file.
    private func readEvents() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 8192)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        var offset = 0, hit = false
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= count {
            let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)) }
            if length > 0 {
                let start = offset + headerSize
                let raw = buffer[start..<min(count, start + length)]
                let eventName = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                if eventName == name { hit = true }
            }
            offset += headerSize + length
        }
        return hit
    }
}
