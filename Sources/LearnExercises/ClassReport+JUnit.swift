import Foundation

extension ClassReport {
    /// JUnit XML as Jenkins, GitLab and GitHub's test reporters read it: one `<testsuite>`, one
    /// `<testcase>` per exercise; a failed one holds `<failure message="SENTENCE">` (the verdict's
    /// first failing sentence) with the verdict's text inside, a passed one its text in
    /// `<system-out>`, an exercise not started `<skipped message="…"/>`. Everything written is
    /// escaped: a learner's file (its compiler errors, its labels in the lanes) can hold anything,
    /// and a character XML 1.0 cannot carry at all becomes U+FFFD.
    package func junit(timestamp: String) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let counts =
            "tests=\"\(entries.count)\" failures=\"\(failed)\" errors=\"0\" skipped=\"\(notStarted)\" time=\"\(Self.time(seconds))\""
        xml += "<testsuites name=\"learn verify --all\" \(counts)>\n"
        xml += "  <testsuite name=\"exercises\" \(counts) timestamp=\"\(Self.escaped(timestamp))\">\n"
        for entry in entries {
            xml += "    <testcase classname=\"exercises\" name=\"\(Self.escaped(entry.id))\" file=\"\(Self.escaped(entry.path))\""
            xml += " time=\"\(Self.time(entry.seconds))\">\n"
            switch entry.result {
            case .passed:
                xml += "      <system-out>\(Self.escaped(entry.details, attribute: false))</system-out>\n"
            case .failed(let findings):
                let message = findings.first?.sentence ?? ""
                xml += "      <failure message=\"\(Self.escaped(message))\" type=\"not solved\">"
                xml += Self.escaped(entry.details, attribute: false) + "</failure>\n"
            case .notStarted(let sentence):
                xml += "      <skipped message=\"\(Self.escaped(sentence))\"/>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// Seconds as JUnit's `time`: a decimal with a point, whatever the locale.
    static func time(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

    /// `text` as XML character data, or (`attribute`) as a double-quoted attribute's value, whose
    /// line breaks and tabs are kept as character references (a parser would fold them to spaces).
    package static func escaped(_ text: String, attribute: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\n" where attribute: out += "&#10;"
            case "\t" where attribute: out += "&#9;"
            case "\r": out += "&#13;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                // XML 1.0 has no way to write the other C0 controls, U+FFFE or U+FFFF
                let allowed = scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
