/// The stamp a translation carries of the source it was made from (`source: 3f2a…`): the
/// FNV-1a 64-bit hash of the source file's bytes, in 16 hex digits. The same hash as a
/// translated lesson's (LearnLessons' `TranslationStamp`), here for every layer that translates
/// a file without knowing lessons (exercises).
package enum SourceStamp {
    /// The stamp of a source file's bytes.
    package static func of(_ bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
