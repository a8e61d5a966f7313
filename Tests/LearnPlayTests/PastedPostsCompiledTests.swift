import Foundation
import LearnLanguage
import LearnRunner
import LearnTestSupport
import LearnTrace
import Testing

@testable import LearnPlay

/// The same sentences from real compiles and a real run of files written in the posts' style:
/// one file carries several of the posts' differences, so two compiles cover them.
@Suite(.tags(.swiftc), .slow) struct PastedPostsCompiledTests {
    /// The compiler's messages and learn's notes on `text`, which must not compile.
    static func compileErrors(_ text: String, language: Language = .en) throws -> String {
        try Playground.inNewFolder("pasted-posts", language: language) { playground, folder in
            do {
                _ = try playground.build(PlaySource(path: folder + "/pasted.swift", text: text))
            } catch PlayError.compileFailed(_, let diagnostics) {
                return diagnostics
            }
            Issue.record("it compiled")
            return ""
        }
    }

    /// The notes after the compiler's messages, their lines joined.
    static func notes(_ diagnostics: String, _ language: Language = .en) -> [String] {
        let head = Catalogue(language)(.playNote)
        return diagnostics.components(separatedBy: "\n" + head).dropFirst().map { head + LinuxDifferencesTests.sentence($0) }
    }

    @Test("a view controller pasted with import UIKit: the compiler stops at the import, learn names the class")
    func aViewControllerWithItsImport() throws {
        let said = Self.notes(try Self.compileErrors(PastedPostsTests.photoScreen))
        #expect(said.count == 1, "\(said)")
        #expect(said.first?.contains("write `final class PhotoListViewController` without its superclass") == true, "\(said)")
    }

    @Test("a file without imports, with a property that uses self, a method body at the top level and `...`")
    func fragmentsWithoutImports() throws {
        let text = """
            final class Downloader {
                var finished = 0
                let step = BlockOperation { self.finished += 1 }
            }
            ...
            self.tableView.reloadData()
            """
        let diagnostics = try Self.compileErrors(text, language: .ko)
        let said = Self.notes(diagnostics, .ko)
        #expect(said.contains { $0.contains("`BlockOperation`") && $0.contains("`import Foundation`을 쓰세요") }, "\(said)")
        #expect(said.contains { $0.contains("5번 줄은 `...`입니다") }, "\(said)")
        #expect(said.contains { $0.contains("3번 줄은 저장 프로퍼티의 초깃값에서 `self`를 씁니다") }, "\(said)")
        #expect(said.contains { $0.contains("top-level에 `self`가 있습니다") }, "\(said)")
    }

    @Test("work a program started and never saw begin is named with its line, in English and Korean")
    func workTheProgramEndedBeforeIsNamed() throws {
        let text = """
            import Foundation
            let queue = DispatchQueue(label: "later")
            queue.asyncAfter(deadline: .now() + 5) { print("late") }
            print("end")
            """
        for (language, sentence) in [
            (Language.en, "The work started at line 3 had not begun when the program ended"),
            (.ko, "3번 줄에서 시작한 작업은 프로그램이 끝날 때까지 시작되지 않았습니다"),
        ] {
            let run = try WaitDiagnosisTests.play(text, language: language)
            #expect(run.result.status == .finished)
            #expect(run.diagnosis.contains { $0.hasPrefix(sentence) }, "\(run.diagnosis)")
        }
    }
}
