/// The classroom's secret: 256 random bits from the system's generator, as 64 hex digits.
///
/// The address `learn serve` prints carries it (`?token=…`), as Jupyter's does; the first
/// request with it gets it back as a cookie, so the pages' own requests need not repeat it.
/// Compared in time that does not depend on where two tokens differ.
package struct ServeToken: Sendable, Equatable {
    package let text: String

    package init() {
        var generator = SystemRandomNumberGenerator()
        text = (0..<4).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// Whether `given` is this token.
    package func matches(_ given: some StringProtocol) -> Bool {
        let a = Array(text.utf8)
        let b = Array(given.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for i in a.indices { difference |= a[i] ^ b[i] }
        return difference == 0
    }
}
