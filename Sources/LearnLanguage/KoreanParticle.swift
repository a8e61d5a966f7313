import Foundation

/// Korean particles that depend on the word before them (이/가, 을/를, 은/는, 과/와, 으로/로,
/// 이라/라): a catalogue writes both (`{1}이(가)`), and when the word put in `{1}` ends in a
/// Hangul syllable or a number, the one that word takes is chosen: `T2가`, `3으로`, `“없다”가`.
/// A word that ends in Latin letters keeps both forms (how `dlsym` or `schedule on` ends when
/// read aloud is not in its spelling), except the main thread's name, `main` (메인이).
package enum KoreanParticle {
    /// A particle written with both forms, its form after a final consonant and after none, and
    /// whether a final ㄹ takes the form after none (`서울로`, not `서울으로`).
    private struct Dual {
        let both: String
        let afterConsonant: String
        let afterVowel: String
        var rieulAsVowel = false
    }

    private static let duals = [
        Dual(both: "이(가)", afterConsonant: "이", afterVowel: "가"), Dual(both: "을(를)", afterConsonant: "을", afterVowel: "를"),
        Dual(both: "은(는)", afterConsonant: "은", afterVowel: "는"), Dual(both: "과(와)", afterConsonant: "과", afterVowel: "와"),
        Dual(both: "(으)로", afterConsonant: "으로", afterVowel: "로", rieulAsVowel: true),
        Dual(both: "(이)라", afterConsonant: "이라", afterVowel: "라"),
    ]

    /// The dual particle `text` begins with, after any closing marks: the marks, the particle and
    /// the text after it; nil when it begins with none.
    private static func dual(at text: Substring) -> (closing: Substring, dual: Dual, rest: Substring)? {
        let closing = text.prefix { closers.contains($0) }
        let after = text.dropFirst(closing.count)
        guard let dual = duals.first(where: { after.hasPrefix($0.both) }) else { return nil }
        return (closing, dual, after.dropFirst(dual.both.count))
    }

    /// Marks that close a word and stand between it and its particle: `` `T2`가 ``, `“없다”가`.
    /// Not a parenthesis: a particle after `sync(위치: 4번 줄)` goes with `sync`, not with what
    /// the parentheses add.
    private static let closers: Set<Character> = ["`", "”", "’", "\"", "'", "」", "』"]

    /// How a word ends, for its particle: with a final consonant, and whether that consonant
    /// is ㄹ (which takes `로`, not `으로`); nil when its spelling does not say.
    struct Ending: Equatable {
        let consonant: Bool
        let rieul: Bool
    }

    /// When `rest` (a template's text right after the place of `word`) begins with a dual
    /// particle, after any closing marks: the marks, the particle `word` takes, and the text after
    /// it; nil when there is no dual particle there or `word`'s ending is not known.
    static func resolve(after word: String, in rest: Substring) -> (closers: Substring, particle: String, rest: Substring)? {
        guard let found = dual(at: rest), let ending = ending(of: word) else { return nil }
        let consonant = ending.consonant && !(ending.rieul && found.dual.rieulAsVowel)
        return (found.closing, consonant ? found.dual.afterConsonant : found.dual.afterVowel, found.rest)
    }

    /// How `word` ends when read: its last Hangul syllable's final consonant, or a number read
    /// as Sino-Korean (`3` 삼, `10` 십, `100` 백, `2.5` 오); nil for anything else.
    static func ending(of word: String) -> Ending? {
        var trimmed = word.reversed().drop { $0.isWhitespace || closers.contains($0) }
        // `sync(위치: 4번 줄)` is read by `sync`: an aside in parentheses is skipped.
        while trimmed.first == ")" {
            var depth = 0
            guard
                let open = trimmed.firstIndex(where: { c in
                    depth += c == ")" ? 1 : c == "(" ? -1 : 0
                    return depth == 0
                })
            else { return nil }
            trimmed = trimmed[trimmed.index(after: open)...].drop { $0.isWhitespace || closers.contains($0) }
        }
        guard let last = trimmed.first else { return nil }
        if let scalar = last.unicodeScalars.first, last.unicodeScalars.count == 1, (0xAC00...0xD7A3).contains(scalar.value) {
            let final = (scalar.value - 0xAC00) % 28
            return Ending(consonant: final != 0, rieul: final == 8)
        }
        if last.isASCII, last.isLetter {
            // a Latin word is known only when this course always reads it one way: `main` (메인)
            let word = String(trimmed.prefix { $0.isASCII && $0.isLetter }.reversed()).lowercased()
            return latinReadings[word]
        }
        guard last.isASCII, last.isNumber else { return nil }
        // A number is read by its last digit (2.5: 오), or by its place when that digit is
        // a zero (10: 십, 100: 백, 1,000: 천, 0: 영), and every place ends in a consonant not ㄹ.
        return digitEnding(last)
    }

    /// Latin words every screen of learn reads one way, by how they end when read: the main
    /// thread's name, `main` (메인), ends in ㄴ. Any other Latin word keeps both forms.
    private static let latinReadings: [String: Ending] = ["main": Ending(consonant: true, rieul: false)]

    /// The ending of one digit read as Sino-Korean: 영 일 이 삼 사 오 육 칠 팔 구.
    private static func digitEnding(_ digit: Character) -> Ending {
        switch digit {
        case "1", "7", "8": Ending(consonant: true, rieul: true)
        case "2", "4", "5", "9": Ending(consonant: false, rieul: false)
        default: Ending(consonant: true, rieul: false)  // 0 영, 3 삼, 6 육
        }
    }
}
