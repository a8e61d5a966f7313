import Foundation

extension ProgressStore {
    var file: StateFile { StateFile(path: path) }

    /// The record as it is on disk now (another terminal may have changed it since the last read).
    func load() -> Record {
        guard !directory.isEmpty else { return Record() }
        do {
            guard let bytes = try file.read() else { return Record() }
            if let record = decode(bytes) { return record }
        } catch let problem as StateFileError where problem.code != ELOOP {
            note("cannot read your progress: \(problem)")
            return Record()
        } catch {}
        // Corrupt (or a symlink): decided again under the lock, where it is set aside.
        do {
            return try file.withLock { try readOrSetAside() }
        } catch {
            note(problem(error, "cannot read your progress"))
            return Record()
        }
    }

    /// Applies a change to the record as it is on disk now, and writes it back, under the lock.
    func update(_ change: (inout Record) -> Void) {
        guard !directory.isEmpty else { return }
        guard state.withLock({ $0.writable }) else {
            note("progress is not saved: \(path) could not be read nor set aside; fix or remove it")
            return
        }
        do {
            try file.withLock {
                var record = try readOrSetAside()
                change(&record)
                try file.replace(with: Array(try Self.encoder.encode(record)))
            }
        } catch {
            note(problem(error, "progress is not saved"))
        }
    }

    /// Under the lock: the record, or a fresh one after setting a corrupt file aside.
    private func readOrSetAside() throws -> Record {
        let bytes: [UInt8]?
        do { bytes = try file.read() } catch let problem as StateFileError where problem.code != ELOOP {
            throw problem
        } catch {
            bytes = []  // a symlink at the path: set aside (the link itself), never followed
        }
        guard let bytes else { return Record() }
        if let record = decode(bytes) { return record }
        do {
            let aside = try file.setAside("corrupt", stamp: Self.stamp(Date()))
            note("your progress file \(path) could not be read; it was set aside as \(aside) and a fresh one was started")
            return Record()
        } catch {
            state.withLock { $0.writable = false }
            note(
                "your progress file \(path) could not be read nor set aside (\(reason(error))); progress will not be saved until it is fixed or removed"
            )
            return Record()
        }
    }

    private func decode(_ bytes: [UInt8]?) -> Record? {
        guard let bytes else { return nil }
        return try? Self.decoder.decode(Record.self, from: Data(bytes))
    }

    /// Reports a problem at once when the store has somewhere to report it; else keeps it for ``takeWarning()``.
    func note(_ message: String) {
        if let report = state.report {
            report(message)
        } else {
            state.withLock { s in if s.warning == nil { s.warning = message } }
        }
    }

    private func problem(_ error: any Error, _ what: String) -> String {
        if let problem = error as? StateFileError { return "\(what): cannot \(problem.action) \(problem.path): \(problem.reason)" }
        return "\(what) in \(directory): \(reason(error))"
    }

    private func reason(_ error: any Error) -> String {
        (error as? StateFileError)?.reason ?? String(describing: error)
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
