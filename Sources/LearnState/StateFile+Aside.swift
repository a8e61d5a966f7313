import Foundation

extension StateFile {
    /// Moves the file aside as `PATH.SUFFIX-STAMP` (then `-2`, `-3`, … when taken) and returns
    /// that name. The name is claimed with `O_EXCL` before the rename, so an earlier set-aside
    /// file is never replaced, whatever else runs at the same time.
    package func setAside(_ suffix: String, stamp: String) throws -> String {
        for n in 1...1000 {
            let name = path + "." + suffix + "-" + stamp + (n == 1 ? "" : "-\(n)")
            let fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd < 0 {
                if errno == EEXIST { continue }
                throw StateFileError(path: name, action: .create, code: errno)
            }
            close(fd)
            guard rename(path, name) == 0 else {
                let code = errno
                unlink(name)
                throw StateFileError(path: path, action: .setAside, code: code)
            }
            return name
        }
        throw StateFileError(path: path, action: .setAside, code: EEXIST)
    }
}
