import Foundation
import LearnLanguage

/// Why a state file could not be read or written, in words (`permission denied`), with its path.
package struct StateFileError: Error, CustomStringConvertible, Sendable, Equatable {
    package let path: String
    /// What was being done.
    package let action: Action
    package let code: Int32

    package init(path: String, action: Action, code: Int32) {
        self.path = path
        self.action = action
        self.code = code
    }

    /// What was being done to the file (or its folder); the raw value is its English verb.
    package enum Action: String, Sendable {
        case create
        case createFolder = "create the folder"
        case lock
        case read
        case replace
        case setAside = "set aside"
        case write
        case writeIn = "write in"
    }

    /// The reason alone, as the system says it (`Read-only file system`).
    package var reason: String { why.description }

    /// The reason: the system's own words (never translated), or for a symbolic link learn's
    /// refusal, in the catalogue's words.
    package var why: any CustomStringConvertible & Sendable {
        code == ELOOP ? Words(.stateSymbolicLink) : String(cString: strerror(code))
    }

    package var description: String { words.description }

    /// "cannot read PATH: reason", to be said in the reader's language.
    package var words: Words {
        let key: MessageKey =
            switch action {
            case .create: .stateCannotCreate
            case .createFolder: .stateCannotCreateFolder
            case .lock: .stateCannotLock
            case .read: .stateCannotRead
            case .replace: .stateCannotReplace
            case .setAside: .stateCannotSetAside
            case .write: .stateCannotWrite
            case .writeIn: .stateCannotWriteIn
            }
        return Words(key, path, why)
    }

    /// The problem in `language`.
    package func message(_ language: Language) -> String { words.said(in: language) }
}
