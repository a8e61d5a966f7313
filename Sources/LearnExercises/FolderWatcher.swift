import Foundation
import LearnLanguage
import LearnTrace

#if canImport(Glibc)
    import Glibc
#endif

/// Waits for a file to change by watching its folder with inotify: editors often save by
/// writing a new file and renaming it over the old one, which a watch on the file would miss.
///
/// The folder itself may go (`rm -rf`, a rename) and come back: its watch is then gone with it,
/// so the watcher says the file changed (it is not there now) and re-arms on the path, every
/// 100 ms, until the folder exists again — then the file in the new folder is watched, and the
/// folder's return counts as a change (the file may be back with it).
package final class FolderWatcher {
    private let fd: Int32
    private let folder: String
    private let name: String
    /// The folder's watch, or nil while the folder is gone.
    private var watch: Int32?
    private static let mask = UInt32(
        IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)

    /// Watches the folder holding `path` for changes to that file.
    package init(path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        self.folder = folder.isEmpty ? "." : folder
        name = (path as NSString).lastPathComponent
        fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else { throw ExerciseError(Words(.watchCannotStart, String(cString: strerror(errno)))) }
        guard arm() else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw ExerciseError(Words(.watchCannotWatch, VisibleText.name(self.folder), reason))
        }
    }

    deinit { close(fd) }

    /// False while the folder is gone and not yet back.
    package var isWatching: Bool { watch != nil }

    /// Blocks until the file changes, or `timeout` seconds pass (nil: forever), or `stop`
    /// says so (checked every 100 ms); true when it changed. Changes in a burst (an editor's
    /// write, rename, chmod) count once: it waits until 100 ms pass without another.
    package func waitForChange(timeout: Double? = nil, stop: () -> Bool = { false }) -> Bool {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        var changed = false
        while true {
            if stop() { return false }
            if let deadline, Date() > deadline, !changed { return false }
            if watch == nil, arm() { changed = true }  // the folder is back
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

    /// Watches the folder at its path now; false when it is not there.
    private func arm() -> Bool {
        let wd = inotify_add_watch(fd, folder, Self.mask)
        guard wd >= 0 else { return false }
        watch = wd
        return true
    }

    /// Reads pending events; true when one names the watched file, or the folder went away.
    private func readEvents() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 8192)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        var offset = 0, hit = false
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= count {
            let (wd, mask, length) = buffer.withUnsafeBytes {
                (
                    $0.load(fromByteOffset: offset, as: Int32.self), $0.load(fromByteOffset: offset + 4, as: UInt32.self),
                    Int($0.load(fromByteOffset: offset + 12, as: UInt32.self))
                )
            }
            if wd == watch, mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0 {
                // The folder went (a moved folder's watch would follow it elsewhere: dropped).
                if mask & UInt32(IN_IGNORED) == 0 { inotify_rm_watch(fd, wd) }
                watch = nil
                hit = true
            } else if length > 0 {
                let start = offset + headerSize
                let raw = buffer[start..<min(count, start + length)]
                if String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) == name { hit = true }
            }
            offset += headerSize + length
        }
        return hit
    }
}
