import Foundation
import LearnLanguage

/// A learner's declaration that could change what the exercise's judge computes.
///
/// The learner's file is compiled into the judge's module, where a declaration of the learner's
/// shadows the standard library's for the judge too: a top-level `zip`, or an
/// `extension Array { func contains(_:) }`, made red-team cheats pass by rewriting the judge's
/// arithmetic. So a learner's file may extend only types it declares (or the starter extends),
/// may not declare at the top level a name the judge's code uses unless the starter declares it,
/// and may not declare operators the starter does not.
package enum JudgeShadowing {
    package struct Finding: Sendable, Equatable {
        package let line: Int
        package let key: MessageKey
        package let name: String

        package func sentence(_ words: Catalogue = Catalogue(.en)) -> String { words(key, line, name) }
    }

    package static func find(learner: LearnerDeclarations, starter: LearnerDeclarations, judgeText: String) -> Finding? {
        let ownTypes = learner.names([.type]).union(starter.names([.type, .extension]))
        let starterNames = starter.names([.function, .variable, .type, .operator])
        let judgeNames = identifiers(judgeText)
        for item in learner.items.sorted(by: { $0.line < $1.line }) {
            switch item.kind {
            case .extension where !ownTypes.contains(item.name):
                return Finding(line: item.line, key: .shadowExtends, name: item.name)
            case .operator where !starterNames.contains(item.name):
                return Finding(line: item.line, key: .shadowOperator, name: item.name)
            case .function where isOperator(item.name) && !starterNames.contains(item.name):
                return Finding(line: item.line, key: .shadowOperatorFunction, name: item.name)
            case .function, .variable, .type:
                guard judgeNames.contains(item.name), !starterNames.contains(item.name) else { continue }
                return Finding(line: item.line, key: .shadowName, name: item.name)
            default: continue
            }
        }
        return nil
    }

    static func isOperator(_ name: String) -> Bool {
        guard let first = name.first else { return false }
        return !(first.isLetter || first == "_" || first == "`")
    }

    /// Every identifier-like word of `text` used unqualified (not after a `.`): the names a
    /// top-level declaration could stand in for (`log.computing()` or `Swift.zip` are not).
    /// The judge's own declarations (`func computing()`, a member) and its comments are not uses.
    static func identifiers(_ text: String) -> Set<String> {
        var names: Set<String> = []
        var word = "", previous = ""
        var afterDot = false, lastNonSpace: Character = " "
        let declaring: Set<String> = ["func", "var", "let", "case", "class", "struct", "enum", "actor", "protocol", "typealias"]
        func end() {
            guard !word.isEmpty else { return }
            if let first = word.first, !first.isNumber, !afterDot, !declaring.contains(previous) { names.insert(word) }
            previous = word
            word = ""
        }
        let code = text.split(separator: "\n", omittingEmptySubsequences: false).map(Self.codeOnly).joined(separator: "\n")
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { afterDot = lastNonSpace == "." }
                word.append(character)
            } else {
                end()
            }
            if !character.isWhitespace { lastNonSpace = character }
        }
        end()
        return names
    }

    /// A judge's line without its string literals' contents (a label, `"results"`, is not a use of
    /// a name) and without its comment. Judges are course authors' code: a line-level reading.
    static func codeOnly(_ line: Substring) -> String {
        var out = "", inString = false, escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                    out.append(character)
                }
            } else if character == "\"" {
                inString = true
                out.append(character)
            } else if character == "/", previous == "/" {
                out.removeLast()
                break
            } else {
                out.append(character)
            }
            previous = character
        }
        return out
    }
}
