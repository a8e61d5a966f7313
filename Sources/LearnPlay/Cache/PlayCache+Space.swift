import Glibc

extension PlayCache {
    /// "The cache folder is full: …" when `code` says the disk is (`ENOSPC`, `EDQUOT`), else nil.
    func fullness(_ code: Int32) -> String? {
        code == ENOSPC || code == EDQUOT ? full(String(cString: strerror(code))) : nil
    }

    /// The same for a compiler's output: a compile that failed for want of space is not a
    /// mistake in the learner's code.
    func fullness(_ output: String) -> String? {
        for words in ["No space left on device", "Disk quota exceeded"] where output.contains(words) { return full(words) }
        return nil
    }

    private func full(_ reason: String) -> String {
        "the cache folder is full: \(root) (\(reason)); free some space there, or set XDG_CACHE_HOME to a folder on another disk"
    }
}
