import Foundation

extension ProgressStore {
    /// The record, read from disk the first time.
    func load() -> Record {
        state.withLock { s in
            if let loaded = s.loaded { return loaded }
            let (record, warning, writable) = readFile()
            s.loaded = record
            s.warning = warning
            s.writable = writable
            return record
        }
    }

    /// Applies a change and writes the file.
    func update(_ change: (inout Record) -> Void) {
        var record = load()
        change(&record)
        let warning = state.withLock { s -> String? in
            s.loaded = record
            return s.writable ? nil : "progress is not saved: \(path) could not be set aside"
        }
        guard warning == nil else { return }
        if let problem = write(record) {
            state.withLock { s in if s.warning == nil { s.warning = problem } }
        }
    }

    private func readFile() -> (Record, String?, Bool) {
        guard FileManager.default.fileExists(atPath: path) else { return (Record(), nil, true) }
        if let data = FileManager.default.contents(atPath: path), let record = try? Self.decoder.decode(Record.self, from: data) {
            return (record, nil, true)
        }
        let stamp = Self.stamp(Date())
        let aside = path + ".corrupt-" + stamp
        if rename(path, aside) == 0 {
            return (Record(), "your progress file \(path) could not be read; it was set aside as \(aside) and a fresh one was started", true)
        }
        return (Record(), "your progress file \(path) could not be read nor set aside (\(String(cString: strerror(errno)))); progress will not be saved until it is fixed or removed", false)
    }

    /// Writes to a temporary file (mode 0600) and renames it over the record; returns a problem.
    private func write(_ record: Record) -> String? {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let data = try Self.encoder.encode(record)
            let temp = path + ".tmp-\(getpid())"
            let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            guard fd >= 0 else { return "cannot save progress in \(directory): \(String(cString: strerror(errno)))" }
            let ok = data.withUnsafeBytes { buffer in Foundation.write(fd, buffer.baseAddress, buffer.count) == buffer.count }
            fsync(fd)
            close(fd)
            guard ok, rename(temp, path) == 0 else {
                unlink(temp)
                return "cannot save progress in \(directory): \(String(cString: strerror(errno)))"
            }
            return nil
        } catch {
            return "cannot save progress in \(directory): \(error.localizedDescription)"
        }
    }

    static func stamp(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return f.string(from: date)
    }

    static let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys]
        e.dateEncodingStrategy = .iso8601
        return e
    }()

    static let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.dateDecodingStrategy = .iso8601
        return d
    }()
}
