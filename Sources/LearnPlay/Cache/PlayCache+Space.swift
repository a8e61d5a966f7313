import Glibc

extension PlayCache {
    /// ``PlayError/cacheFull(_:reason:)`` when `code` says the disk is (`ENOSPC`, `EDQUOT`), else nil.
    func fullness(_ code: Int32) -> PlayError? {
        code == ENOSPC || code == EDQUOT ? .cacheFull(root, reason: String(cString: strerror(code))) : nil
    }

    /// The same for a compiler's output: a compile that failed for want of space is not a
    /// mistake in the learner's code.
    func fullness(_ output: String) -> PlayError? {
        for words in ["No space left on device", "Disk quota exceeded"] where output.contains(words) {
            return .cacheFull(root, reason: words)
        }
        return nil
    }
}
