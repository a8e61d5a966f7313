// source: 57a12b17d4a08f34
// 연습 문제: actors: 주인 하나가 지키는 상태.
//
// 이 연습 문제의 judge(`learn exercise actors --judge`로 볼 수 있습니다)는 `ScoreBoard`
// 하나를 열고 기록원 여럿을 시작합니다. 기록원은 각자 자기 스레드에서 도는 task이고,
// 그동안 main actor의 심판이 보너스 점수를 줍니다. 선수와 점수는 모두 실행할 때
// 고릅니다. 모두 끝나면 judge는 보드에 선수마다의 점수와 합계를 묻고, 자기가 나눠 준
// 점수와 비교합니다. 보드의 dictionary는 아무도 책임지지 않는 공유 가변 상태입니다:
// 주인을 하나 정해 주세요. 기록원들은 여전히 동시에 기록하면서, 모든 실행과 learn이
// 시도하는 모든 스케줄에서 점수가 모두 세어지고, ThreadSanitizer도 조용해야 합니다.
// 호출하는 쪽은 `await`로 보드에 닿습니다: 메서드는 `async`여도 되고 아니어도 됩니다.
final class ScoreBoard: @unchecked Sendable {  // 공유해도 안전하다고 주장합니다: 사실로 만드세요
    private var scores: [String: Int] = [:]

    func record(_ player: String, _ points: Int) {
        let before = scores[player, default: 0]
        checkReplay()
        scores[player] = before + points
    }

    func score(of player: String) -> Int {
        scores[player, default: 0]
    }

    func total() -> Int {
        scores.values.reduce(0, +)
    }
}

/// 심판이 리플레이를 봅니다: 점수를 읽고 다시 쓰는 사이에 잠깐 하는 작업.
func checkReplay() {
    var sum = 0
    for i in 0..<2000 { sum &+= i }
    if sum == -1 { print(sum) }
}
