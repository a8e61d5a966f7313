// swift-format-ignore-file
import Foundation
import LearnTrace

/// `refused` and `accepted`: the compiler itself, run now. The demo writes a Swift file (the
/// text between the region markers below, which the lesson shows), runs
/// `swiftc -swift-version 6 -typecheck` on it, and says the compiler's own diagnostic lines.
extension IsolationDemo {
    /// 002's view model as the post wrote it: a plain array appended to from the global queue.
    static let racyViewModel = #"""
        // region: isolation/racy
        import Dispatch

        final class ViewModel {              // 002/E2: no isolation at all
            var dataSource = [String]()

            func fetch() {
                for n in 0..<4 {
                    DispatchQueue.global().async {
                        self.dataSource.append("row \(n)")
                    }
                }
            }
        }
        // endregion
        """#

    /// The same view model, isolated to the main actor: work leaves it, results come back.
    static let mainActorViewModel = #"""
        // region: isolation/fixed
        import Dispatch

        @MainActor
        final class ViewModel {              // every access on the main actor
            var dataSource = [String]()

            func fetch() {
                for n in 0..<4 {
                    Task { @concurrent in
                        let row = "row \(n)"    // made on the global pool
                        await self.add(row)     // hop back to the main actor
                    }
                }
            }

            func add(_ row: String) { dataSource.append(row) }
        }
        // endregion
        """#

    /// Typechecks `text` (its region markers left out, so the compiler's line numbers are the
    /// lines the lesson shows) and reports what swiftc said.
    static func typecheck(_ text: String, _ ctx: DemoContext) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("// region:") && !$0.hasPrefix("// endregion") }
        guard let swiftc = findSwiftc() else {
            ctx.result("compiler", 0)
            ctx.result("errors", 0)
            ctx.trace.say("swiftc: not on PATH, nor beside the Swift runtime")
            return
        }
        ctx.result("compiler", 1)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("learn-isolation-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try (lines.joined(separator: "\n") + "\n")
                .write(to: folder.appendingPathComponent("ViewModel.swift"), atomically: true, encoding: .utf8)
        } catch {
            ctx.trace.say("swiftc: could not write the file to check (\(error.localizedDescription))")
            ctx.result("errors", 0)
            return
        }
        let start = DispatchTime.now()
        let file = folder.appendingPathComponent("ViewModel.swift").path
        let (status, output) = ctx.trace.span("typecheck") {
            ctx.runTool(swiftc, ["-swift-version", "6", "-typecheck", "-diagnostic-style", "llvm", file])
        }
        ctx.result("typecheck_ms", Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000))
        // the compiler names the file by the path it was given: said as the lesson shows it
        report(status, output.replacing(folder.path + "/", with: ""), ctx)
    }

    /// The diagnostic lines (`ViewModel.swift:8:21: error: …`) said one by one, and counted.
    static func report(_ status: Int32, _ output: String, _ ctx: DemoContext) {
        var counts = ["error": 0, "warning": 0, "note": 0]
        for line in output.split(separator: "\n") where line.hasPrefix("ViewModel.swift:") {
            let kind = line.split(separator: " ").dropFirst().first.map { String($0.dropLast()) } ?? ""
            guard counts[kind] != nil else { continue }
            counts[kind, default: 0] += 1
            ctx.trace.say(String(line))
        }
        ctx.result("exit_status", Int(status))
        ctx.result("errors", counts["error"] ?? 0)
        ctx.result("warnings", counts["warning"] ?? 0)
        ctx.result("notes", counts["note"] ?? 0)
    }

    /// The first `swiftc` on `PATH`, as `learn play` finds it; else the one of the toolchain whose
    /// Swift runtime this process runs on (learn started without the toolchain on its `PATH`).
    static func findSwiftc() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return (path.split(separator: ":").map { "\($0)/swiftc" } + besideRuntime())
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `…/usr/bin/swiftc` for a runtime loaded from `…/usr/lib/swift/linux/libswiftCore.so` (the
    /// process's map of what it loaded says where).
    static func besideRuntime() -> [String] {
        // read to its end: a file of /proc says it is empty
        guard let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile(),
            case let maps = String(decoding: data, as: UTF8.self),
            let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
            let slash = line.firstIndex(of: "/")
        else { return [] }
        var usr = URL(fileURLWithPath: String(line[slash...])).resolvingSymlinksInPath()
        for _ in 0..<4 { usr.deleteLastPathComponent() }  // libswiftCore.so, linux, swift, lib
        return [usr.appendingPathComponent("bin/swiftc").path]
    }
}
