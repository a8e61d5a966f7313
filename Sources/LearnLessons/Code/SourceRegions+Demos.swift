/// Which shipped regions belong to which demo, for `learn demos`.
extension SourceRegions {
    /// The regions in the sources of the demo `id`, in file and line order: the file that
    /// declares `static let id = "ID"` and its `Type+Topic.swift` extensions, or, when the
    /// folder holds that demo alone, every file in its folder.
    package static func shippedRegions(ofDemo id: String) -> [Region] {
        let sources = EmbeddedFiles.files.filter { $0.path.hasPrefix("Sources/LearnDemos/") }
        let declares = { (text: String) in text.contains("static let id = \"\(id)\"") }
        guard let home = sources.first(where: { declares($0.text) }) else { return [] }
        let folder = directory(of: home.path)
        let neighbours = sources.filter { directory(of: $0.path) == folder }
        let demosHere = neighbours.filter { $0.text.contains("static let id = \"") }.count
        let base = baseName(of: home.path)
        let files = Set(
            neighbours.map(\.path).filter { path in
                demosHere <= 1 || baseName(of: path) == base || baseName(of: path).hasPrefix(base + "+")
            })
        return shipped.regions.values
            .filter { files.contains($0.file) }
            .sorted { ($0.file == home.path ? 0 : 1, $0.file, $0.line) < ($1.file == home.path ? 0 : 1, $1.file, $1.line) }
    }

    private static func directory(of path: String) -> Substring {
        path.lastIndex(of: "/").map { path[..<$0] } ?? ""
    }

    private static func baseName(of path: String) -> String {
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }
}
