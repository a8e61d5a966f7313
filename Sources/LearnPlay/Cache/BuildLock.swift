import Glibc

/// The lock that keeps a cached build from being evicted while it is in use: `flock` on the
/// file `lock` in the build's folder, shared by every `learn` running the program (held from
/// the moment the build is looked up, or made, until the last run of it is over), taken
/// exclusively, without waiting, by eviction, which skips a build it cannot lock.
///
/// The lock goes with the open file, not the name: a folder renamed into place keeps it, and
/// a killed `learn` lets go of it by dying.
package final class BuildLock: Sendable {
    /// The name of the lock file in a build's folder.
    static let fileName = "lock"
    private let fd: Int32

    private init(fd: Int32) { self.fd = fd }

    deinit { close(fd) }

    /// A shared lock on `folder`'s lock file (made when missing, as in a new staging folder);
    /// nil when the folder is gone (evicted meanwhile) or cannot be locked.
    static func shared(_ folder: String, create: Bool = false) -> BuildLock? {
        lock(folder, LOCK_SH, create: create)
    }

    /// An exclusive lock taken without waiting: nil when any `learn` holds the build. With
    /// `create`, a folder without a lock file (a build from before locks, a staging folder
    /// killed before it made one) gets one, and so can be locked.
    static func exclusive(_ folder: String, create: Bool = false) -> BuildLock? {
        lock(folder, LOCK_EX | LOCK_NB, create: create)
    }

    /// Makes an exclusive lock shared (a staging folder's, once its build is in place).
    func share() { _ = flock(fd, LOCK_SH) }

    fileprivate static func lock(_ folder: String, _ operation: Int32, create: Bool) -> BuildLock? {
        let flags = O_RDWR | O_NOFOLLOW | O_CLOEXEC | (create ? O_CREAT : 0)
        let fd = open(folder + "/" + fileName, flags, 0o600)
        guard fd >= 0 else { return nil }
        while flock(fd, operation) != 0 {
            guard errno == EINTR else {
                close(fd)
                return nil
            }
        }
        return BuildLock(fd: fd)
    }
}

extension BuildLock {
    /// The exclusive lock of a new staging folder, held while its build is made (eviction
    /// never removes a staging folder it cannot lock).
    static func claim(_ staging: String) -> BuildLock? { lock(staging, LOCK_EX | LOCK_NB, create: true) }
}
