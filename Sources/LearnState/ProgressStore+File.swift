import Foundation
import LearnLanguage

extension ProgressStore {
    var file: StateFile { StateFile(path: path) }

    /// The most bytes a progress file is read with: learn's own record of 15 lessons and 15
    /// exercises is a few kilobytes; a larger file is set aside, never read into memory.
    static let largest = 4 << 20

    /// The record as it is on disk now (another terminal may have changed it since the last read).
    func load() -> Record {
        guard !directory.isEmpty else { return Record() }
        do {
            guard let bytes = try file.read(atMost: Self.largest) else { return Record() }
            if let record = decode(bytes) { return record }
        } catch let problem as StateFileError where problem.code != ELOOP && problem.code != EFBIG {
            note(Words(.progressCannotRead, problem.words))
            return Record()
        } catch {}
        // Corrupt (or a symlink): decided again under the lock, where it is set aside.
        do {
            return try file.withLock { try readOrSetAside() }
        } catch {
            note(problem(error, reading: true))
            return Record()
        }
    }

    /// Applies a change to the record as it is on disk now, and writes it back, under the lock.
    func update(_ change: (inout Record) -> Void) {
        guard !directory.isEmpty else { return }
        guard state.withLock({ $0.writable }) else {
            note(Words(.progressNotWritable, path))
            return
        }
        do {
            try file.withLock {
                var record = try readOrSetAside()
                change(&record)
                try file.replace(with: Array(try Self.encoder.encode(record)))
            }
        } catch {
            note(problem(error, reading: false))
        }
    }

    /// Under the lock: the record, or a fresh one after setting a corrupt file aside.
    private func readOrSetAside() throws -> Record {
        let bytes: [UInt8]?
        var tooLarge = false
        do { bytes = try file.read(atMost: Self.largest) } catch let problem as StateFileError where problem.code == EFBIG {
            bytes = []
            tooLarge = true
        } catch let problem as StateFileError where problem.code != ELOOP {
            throw problem
        } catch {
            bytes = []  // a symlink at the path: set aside (the link itself), never followed
        }
        guard let bytes else { return Record() }
        if !tooLarge, let record = decode(bytes) { return record }
        do {
            let aside = try file.setAside(tooLarge ? "too-large" : "corrupt", stamp: Self.stamp(Date()))
            note(tooLarge ? Words(.progressTooLarge, path, Self.largest >> 20, aside) : Words(.progressSetAside, path, aside))
            return Record()
        } catch {
            state.withLock { $0.writable = false }
            note(Words(.progressStuck, path, reason(error)))
            return Record()
        }
    }

    private func decode(_ bytes: [UInt8]?) -> Record? {
        guard let bytes else { return nil }
        return try? Self.decoder.decode(Record.self, from: Data(bytes))
    }

    /// Reports a problem at once when the store has somewhere to report it; else keeps it for ``takeWarning()``.
    func note(_ message: Words) {
        if let report = state.report {
            report(message)
        } else {
            state.withLock { s in if s.warning == nil { s.warning = message } }
        }
    }

    /// A read (`reading`) or a save that failed, with the file and the reason when they are known.
    private func problem(_ error: any Error, reading: Bool) -> Words {
        if let problem = error as? StateFileError { return Words(reading ? .progressCannotRead : .progressNotSaved, problem.words) }
        return Words(reading ? .progressCannotReadIn : .progressNotSavedIn, directory, reason(error))
    }

    private func reason(_ error: any Error) -> any CustomStringConvertible & Sendable {
        (error as? StateFileError)?.why ?? String(describing: error)
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
        // what `.iso8601` reads, learn's own form without building a calendar (``UTCTimestamp``)
        d.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = UTCTimestamp.date(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected date string to be ISO8601-formatted.")
            }
            return date
        }
        return d
    }()
}
