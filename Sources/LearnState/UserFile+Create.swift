import Glibc
import LearnSystem

extension UserFile {
    /// Why a new file was not made.
    package enum CreateProblem: Error, Equatable, Sendable {
        /// Something is already at the path (a file, a link, a FIFO): it is left as it is.
        case exists
        /// The system's reason, in words (`No space left on device`).
        case failed(String)
    }

    /// The one way `learn` makes a file a user names (`play --new`, `play --from`, an exercise's
    /// copy): created exclusively (`O_CREAT|O_EXCL`), so never over anything already there and
    /// never through a link planted at the path, mode 0644; a write that fails removes what it
    /// had written.
    package static func create(_ path: String, _ text: String) -> Result<Void, CreateProblem> {
        let fd = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return .failure(errno == EEXIST ? .exists : .failed(reason(errno))) }
        let code = writeAll(fd, Array(text.utf8))
        guard code == 0 else {
            close(fd)
            unlink(path)
            return .failure(.failed(reason(code)))
        }
        guard close(fd) == 0 || errno == EINTR else {
            let code = errno
            unlink(path)
            return .failure(.failed(reason(code)))
        }
        return .success(())
    }
}
