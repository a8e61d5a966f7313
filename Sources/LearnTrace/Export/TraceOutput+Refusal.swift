import LearnLanguage

extension TraceOutput.Refusal {
    /// Why a path cannot take a trace; a system's reason (`strerror`) is kept as the system says it.
    package enum Reason: Equatable, Sendable {
        /// `--trace-out ""`.
        case noName
        case cannotExamine(String)
        /// A folder; `example` names a file in it.
        case folder(example: String)
        case socket
        case device
        case notRegular
        case notBuffered(String)
        case noLongerRegular
        case notReplaced(String)
        case missingFolder(String)
        case unwritableFolder(String)
        case linkToNothing(String)
        case unresolved(String)
        case linkToNonFile
        case cannotOpen(String)
        case changedWhileOpened
        case notOpen(String)
        case notWritten(String)
        case noTemporary(folder: String, reason: String)
        /// A file with something in it that is not a trace learn wrote (`--force` replaces it).
        case notATrace
        /// A FIFO nothing reads: its path, as shown.
        case noReader(String)
    }

    /// `--trace-out PATH: why`, to be said in the reader's language.
    package var words: Words { Words(.traceOutRefused, VisibleText.name(path), Self.words(reason)) }

    /// `--trace-out PATH: why`, in `language`.
    package func message(_ language: Language) -> String { words.said(in: language) }

    /// The reason as catalogue words.
    static func words(_ reason: Reason) -> Words {
        switch reason {
        case .noName: Words(.traceOutNoName)
        case .cannotExamine(let why): Words(.traceOutCannotExamine, why)
        case .folder(let example): Words(.traceOutFolder, example)
        case .socket: Words(.traceOutSocket)
        case .device: Words(.traceOutDevice)
        case .notRegular: Words(.traceOutNotRegular)
        case .notBuffered(let why): Words(.traceOutNotBuffered, why)
        case .noLongerRegular: Words(.traceOutNoLongerRegular)
        case .notReplaced(let why): Words(.traceOutNotReplaced, why)
        case .missingFolder(let folder): Words(.traceOutMissingFolder, folder)
        case .unwritableFolder(let folder): Words(.traceOutUnwritableFolder, folder)
        case .linkToNothing(let why): Words(.traceOutLinkToNothing, why)
        case .unresolved(let why): Words(.traceOutUnresolved, why)
        case .linkToNonFile: Words(.traceOutLinkToNonFile)
        case .cannotOpen(let why): Words(.traceOutCannotOpen, why)
        case .changedWhileOpened: Words(.traceOutChangedWhileOpened)
        case .notOpen(let why): Words(.traceOutNotOpen, why)
        case .notWritten(let why): Words(.traceOutNotWritten, why)
        case .noTemporary(let folder, let why): Words(.traceOutNoTemporary, folder, why)
        case .notATrace: Words(.traceOutNotATrace)
        case .noReader(let path): Words(.traceOutNoReader, path)
        }
    }
}
