/// The last `limit` bytes of a stream, as text.
struct BoundedText {
    let limit: Int
    private var bytes: [UInt8] = []

    init(limit: Int) { self.limit = limit }

    mutating func append(_ chunk: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: chunk)
        if bytes.count > limit { bytes.removeFirst(bytes.count - limit) }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
