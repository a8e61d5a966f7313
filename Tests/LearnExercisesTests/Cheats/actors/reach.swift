// cheat: reports the judge's own facts by naming the tracer's judge entry point.
// fails: refused
@_silgen_name("learn_judge_value")
func judgeValue(_ label: UnsafePointer<CChar>?, _ value: Int64)

final class ScoreBoard: Sendable {
    func record(_ player: String, _ points: Int) {}
    func score(of player: String) -> Int { 0 }
    func total() -> Int {
        judgeValue("wrong-players", 0)
        return 0
    }
}
