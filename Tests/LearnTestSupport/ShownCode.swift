/// The code blocks a lesson shows from its demo's sources, and whether a file holds one as
/// code: `play --from`'s file must hold each of them, uncommented, byte for byte.
package enum ShownCode {
    /// The body of every ```` ```swift region=ID ```` block in a lesson's Markdown, by region id.
    package static func regionBlocks(inLesson markdown: String) -> [(region: String, body: String)] {
        var blocks: [(region: String, body: String)] = []
        var open: (region: String, lines: [Substring])?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if let current = open {
                if line == "```" {
                    blocks.append((current.region, current.lines.joined(separator: "\n")))
                    open = nil
                } else {
                    open?.lines.append(line)
                }
            } else if line.hasPrefix("```swift "), let word = line.split(separator: " ").first(where: { $0.hasPrefix("region=") }) {
                open = (String(word.dropFirst("region=".count)), [])
            }
        }
        return blocks
    }

    /// Whether `text` holds `block` as whole lines under one indentation (blank lines may be
    /// empty): the region as its source file has it, so never inside a comment or a string.
    package static func holds(_ block: String, in text: String) -> Bool {
        let body = block.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = body.first, !first.isEmpty, lines.count >= body.count else { return false }
        for start in 0...(lines.count - body.count) where lines[start].hasSuffix(first) {
            let indent = lines[start].dropLast(first.count)
            guard indent.allSatisfy({ $0 == " " }) else { continue }
            let matches = body.indices.allSatisfy { index in
                let line = lines[start + index]
                return body[index].isEmpty ? line.allSatisfy { $0 == " " } : line == indent + body[index]
            }
            if matches { return true }
        }
        return false
    }
}
