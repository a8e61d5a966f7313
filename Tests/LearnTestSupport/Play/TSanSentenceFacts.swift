/// The facts a ThreadSanitizer sentence tells, read back from its words: for each access in
/// the order told, its thread, its verb and the line numbers it names; and every name in
/// backticks (the variable, its type, the functions). A translated sentence must tell the same
/// facts as the English one: a wrong line or verb is the worst mistake it could make.
package struct TSanSentenceFacts: Equatable, CustomStringConvertible {
    package struct Access: Equatable {
        package var thread: String
        /// `write`, `read`, `atomic write`, `atomic read`, `access`; nil for a report that is no race.
        package var verb: String?
        package var lines: [Int]
    }

    package var accesses: [Access]
    /// The backticked names, sorted (a translation may name a type before its property).
    package var names: [String]

    package var description: String {
        accesses.map { "\($0.thread) \($0.verb ?? "-") \($0.lines)" }.joined(separator: "; ") + " names \(names)"
    }

    /// `count` at line 8 written on T2 while T1 read it at line 8, with nothing ordering them
    package static func english(_ sentence: String) -> Self {
        let (bare, names) = split(sentence)
        let parts = bare.components(separatedBy: " while ")
        let accesses = parts.enumerated().map { index, part in
            let thread = index == 0 ? first(#" on ([A-Za-z0-9?]+)"#, in: part) : part.split(separator: " ").first.map(String.init)
            let verb = first(#"\b((?:atomically )?(?:written|wrote|read|accessed))\b"#, in: part).map { verb in
                verb.replacingOccurrences(of: "atomically ", with: "atomic ").replacingOccurrences(of: "written", with: "write")
                    .replacingOccurrences(of: "wrote", with: "write").replacingOccurrences(of: "accessed", with: "access")
            }
            return Access(thread: thread ?? "", verb: verb, lines: all(#"line (\d+)"#, in: part).compactMap { Int($0) })
        }
        return Self(accesses: accesses, names: names)
    }

    /// `count`: T2 스레드가 8번 줄에서 썼습니다. T1 스레드도 8번 줄에서 읽었습니다. …
    package static func korean(_ sentence: String) -> Self {
        let (bare, names) = split(sentence)
        // each access starts at its thread (`T2 스레드가`); what comes before the first is the variable
        let marks = ranges(#"\(?[^ (]+ 스레드"#, in: bare)
        let accesses = marks.indices.map { index in
            let start = index == 0 ? bare.startIndex : marks[index].lowerBound
            let end = index + 1 < marks.count ? marks[index + 1].lowerBound : bare.endIndex
            let part = String(bare[start..<end])
            let thread = bare[marks[index]].replacingOccurrences(of: "(", with: "").replacingOccurrences(of: " 스레드", with: "")
            let verb = first("((?:원자적으로 )?(?:썼습니다|읽었습니다|접근했습니다))", in: part).map { verb in
                verb.replacingOccurrences(of: "원자적으로 ", with: "atomic ").replacingOccurrences(of: "썼습니다", with: "write")
                    .replacingOccurrences(of: "읽었습니다", with: "read").replacingOccurrences(of: "접근했습니다", with: "access")
            }
            return Access(thread: thread, verb: verb, lines: all(#"(\d+)번 줄"#, in: part).compactMap { Int($0) })
        }
        return Self(accesses: accesses, names: names)
    }

    /// The sentence with every backticked name left out (a name may hold a word such as
    /// `read()`), and the names, sorted.
    private static func split(_ sentence: String) -> (bare: String, names: [String]) {
        var bare = "", names: [String] = [], name = "", inside = false
        for char in sentence {
            if char == "`" {
                if inside { names.append(name) }
                name = ""
                inside.toggle()
                bare.append("`")
            } else if inside {
                name.append(char)
            } else {
                bare.append(char)
            }
        }
        return (bare, names.sorted())
    }

    private static func ranges(_ pattern: String, in text: String) -> [Range<String.Index>] {
        guard let regex = try? Regex(pattern) else { return [] }
        return text.matches(of: regex).map(\.range)
    }

    private static func first(_ pattern: String, in text: String) -> String? { all(pattern, in: text).first }

    /// The first group of every match.
    private static func all(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? Regex(pattern) else { return [] }
        return text.matches(of: regex).compactMap { match in match.output.count > 1 ? match.output[1].substring.map(String.init) : nil }
    }
}
