import Foundation

/// A table-view cell, as the demos need it: a number, where its image comes
/// from, and the image once loaded (locked: written on a queue, read on main).
final class Cell: Sendable {
    let number: Int
    let urlString: String
    let htmlString: String
    let cellImage = Locked<Data?>(wrappedValue: nil)

    init(number: Int, broken: Bool) {
        self.number = number
        self.urlString = broken ? "not a url" : "https://example.org/space-\(number).jpg"
        self.htmlString = "<p>cultural space \(number)</p>"
    }

    /// The simulated `Data(contentsOf:)`: takes `seconds` (at pace 1), fails for a broken URL.
    static func load(_ urlString: String, seconds: Double, _ ctx: DemoContext) -> Data? {
        ctx.trace.span("image") {
            ctx.sleep(seconds)
            return urlString.hasPrefix("https:") ? Data(urlString.utf8) : nil
        }
    }
}
