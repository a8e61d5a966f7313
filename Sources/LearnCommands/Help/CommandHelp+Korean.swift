import LearnTrace

extension CommandHelp {
    /// 한국어: each command's abstract and discussion, and ArgumentParser's own lines, keyed by
    /// the English text they translate. A changed English text finds no Korean here and is
    /// shown in English (never a stale translation); a test fails until it has Korean again.
    static let korean = Dictionary((koreanPairs + koreanOptions).filter { !$0.0.isEmpty }, uniquingKeysWith: { first, _ in first })

    /// The pairs ``korean`` is made of: a list, so that two English texts that came to be the
    /// same (or empty) cannot make a dictionary literal trap.
    private static let koreanPairs: [(String, String)] = [
        // learn
        (
            LearnCommand.configuration.abstract,
            "터미널 속 동시성 실습실: 실제 GCD, Operation, Swift task 코드를 그 자리에서 실행하는 레슨."
        ),
        (
            LearnCommand.configuration.discussion,
            """
            명령 없이 실행하면 셸을 시작합니다(셸에서 `help`를 입력하면 명령 목록이 나옵니다). 파일이나 파이프로 입력을 주면(`learn < commands.txt`) 프롬프트 없이 각 줄을 셸 명령으로 실행합니다.

            종료 코드
              0    정상
              1    체크가 성립하지 않음, `check`가 문제를 찾음, 데모가 실패함
              64   사용법 오류: 알 수 없는 명령, 레슨, variant, 플래그, 파라미터
              130  Ctrl-C로 `learn run`을 중단함

            파일 (XDG_STATE_HOME의 기본값은 ~/.local/state)
              $XDG_STATE_HOME/learn/history          셸의 히스토리
              $XDG_STATE_HOME/learn/progress.json    끝낸 레슨, 예측, 연습 문제
              $XDG_STATE_HOME/learn/trusted-folders  Swift 파일 실행에 동의한 레슨 폴더
              $LEARN_HOME/exercises                  연습 문제 사본 (기본값 ~/learn/exercises)
            """
        ),
        // the commands the command line and the shell share
        (ListCommand.configuration.abstract, "모든 레슨을 나열합니다: id, 제목, 요약, 그리고 끝낸 레슨에는 ✓."),
        (RunCommand.configuration.abstract, "레슨을 처음부터 끝까지 실행하며 데모를 그 자리에서 돌립니다(셸에서는 레슨이 멈추라는 곳에서 멈춥니다)."),
        (RunCommand.configuration.discussion, "레슨의 체크 중 하나라도 성립하지 않으면 1, 잘못된 레슨·variant·파라미터면 64, Ctrl-C 뒤에는 130으로 종료합니다."),
        (ShowCommand.configuration.abstract, "아무것도 실행하지 않고, 레슨의 글과 코드를 실행할 때처럼 그려 보여 줍니다."),
        (CheckCommand.configuration.abstract, "레슨 파일(과 연습 문제 폴더)을 검사하고, 문제마다 file:line:col: error: message 형식으로 알려 줍니다."),
        (
            CheckCommand.configuration.discussion,
            "경로를 주지 않으면 함께 배포된 레슨과 연습 문제, 그리고 --lessons 폴더의 레슨을 검사합니다. 자기만의 Swift 파일을 실행하는 레슨(`@run file=`)은 따로 나열합니다: 데이터만이 아니라 코드이기 때문입니다. 그 파일은 살펴보기만 하고 컴파일하지는 않습니다. 문제가 하나라도 있으면 1로 종료합니다."
        ),
        (ProgressCommand.configuration.abstract, "끝낸 레슨과 통과한 연습 문제를 보여 줍니다($XDG_STATE_HOME/learn에 보관)."),
        (PlayCommand.configuration.abstract, "직접 쓴 Swift 파일을 컴파일해 실행하고, 모든 블록과 print가 어느 스레드와 큐에서 실행됐는지 보여 줍니다."),
        (
            PlayCommand.configuration.discussion,
            """
            PATH의 `swiftc`를 씁니다. 빌드 결과는 $XDG_CACHE_HOME/learn/play(기본값 ~/.cache/learn/play)에 보관하므로 바뀌지 않은 파일은 다시 컴파일하지 않습니다. 프로그램의 표준 입력은 비어 있습니다(키보드 입력을 읽지 않습니다). 셸에서는 인자 없는 `play`, `again`, `edit`가 마지막 파일을 대상으로 합니다.
            파일이 컴파일되지 않거나, 프로그램이 실패하거나 크래시하거나 멈추거나, --tsan이 data race를 찾으면 1, 읽을 수 없는 파일이면 64, Ctrl-C 뒤에는 130으로 종료합니다.
            """
        ),
        (ExploreCommand.configuration.abstract, "레슨의 데모나 직접 쓴 Swift 파일을 gate의 모든 interleaving으로 실행하고 결과를 셉니다."),
        (
            ExploreCommand.configuration.discussion,
            """
            데모를 작은 stepping 설정(race라면 writer 2개, 각각 행 2개)으로, 세밀한 gate의 schedule마다 한 번씩 실행하고, 결과마다 그 결과를 낸 schedule의 수와 그중 하나를 다시 재생하는 token(`learn run LESSON --variant V --replay TOKEN`)을 출력합니다.
            .swift 파일을 주면 직접 쓴 프로그램을 탐색합니다: gate는 공유 변수의 읽기와 쓰기, 큐, 대기, print이고, schedule은 --preemptions(CHESS의 preemption bounding)와 --depth로 제한됩니다. 각 결과의 token은 `learn play --replay TOKEN FILE`로 재생합니다.
            """
        ),
        (DemosCommand.configuration.abstract, "레슨이 실행할 수 있는 데모를 나열하거나, 데모 하나의 variant, 파라미터, label, 코드 region을 보여 줍니다."),
        (
            ExerciseCommand.configuration.abstract,
            "연습 문제를 나열하거나 하나를 시작합니다: 고장 난 Swift 파일을 $LEARN_HOME/exercises(기본값 ~/learn/exercises)로 복사합니다."
        ),
        (
            ExerciseCommand.configuration.discussion,
            "에디터에서 파일을 고친 뒤 `learn verify NAME`(또는 `--watch`)을 실행하세요. 이미 있는 사본은 덮어쓰지 않으므로 고친 내용은 그대로 남습니다. 셸에서는 `hint`가 부를 때마다 힌트를 하나씩 더 주고, `solution`은 통과한 뒤(또는 --give-up과 함께) 참고 답안을 보여 줍니다."
        ),
        (VerifyCommand.configuration.abstract, "연습 문제를 고친 결과를 확인합니다: 체크에 맞춰 여러 번 실행하고, ThreadSanitizer도 돌립니다."),
        (
            VerifyCommand.configuration.discussion,
            """
            통과하려면 모든 실행이 모든 체크를 만족하고 ThreadSanitizer가 아무것도 보고하지 않아야 합니다. 실패하면 그 체크와 실행, 그 수치를 알려 주고 그 실행의 lanes를 보여 줍니다.
            통과하면 0, 아직 풀리지 않았으면(또는 파일이 컴파일되지 않거나, 멈추거나, 크래시하면) 1, Ctrl-C 뒤에는 130으로 종료합니다.
            """
        ),
        (HintCommand.configuration.abstract, "연습 문제의 힌트를 하나 더 보여 줍니다(생략하면 셸에서 지금 하고 있는 연습 문제)."),
        (SolutionCommand.configuration.abstract, "연습 문제의 참고 답안을 보여 줍니다: 통과한 뒤, 또는 --give-up과 함께(진행 기록에 남습니다)."),
        // the shell's own
        (NextCommand.configuration.abstract, "멈춘 레슨을 이어 갑니다(빈 줄에서 Enter를 눌러도 같습니다)."),
        (AgainCommand.configuration.abstract, "마지막 데모를 (`set`한 값을 적용해) 체크와 글까지 다시 실행하거나, 마지막 `play` 파일을 다시 실행합니다."),
        (
            TraceCommand.configuration.abstract,
            "마지막 실행을 다시 그립니다: \(TraceView.names.joined(separator: ", ")) (기본값: lanes). `tsan`: 마지막 `play --tsan`에서 ThreadSanitizer가 낸 보고서 그대로."
        ),
        (SetCommand.configuration.abstract, "다음 실행부터 쓸 데모 파라미터를 정합니다(`set readers=5`). 인자 없이 쓰면 파라미터를 나열합니다."),
        (UnsetCommand.configuration.abstract, "`set`으로 정한 파라미터를 지웁니다(이름을 주지 않으면 모두)."),
        (HistoryCommand.configuration.abstract, "입력한 줄을 나열합니다(세션이 바뀌어도 남으며, Up/Down과 Ctrl-R로 불러올 수 있습니다)."),
        (QuitCommand.configuration.abstract, "셸을 나갑니다(`exit`, 또는 빈 줄에서 Ctrl-D도 같습니다)."),
        (EditCommand.configuration.abstract, "`play` 파일을 $VISUAL/$EDITOR(없으면 vi)로 엽니다. 에디터를 닫으면 다시 실행합니다."),
        (
            ScheduleCommand.configuration.abstract,
            "직접 스케줄러가 됩니다: `schedule on`은 데모나 `play FILE`의 스레드를 gate마다 멈추고 누가 계속할지 묻습니다. `schedule off`는 실제 스케줄러에게 맡깁니다."
        ),
        // ArgumentParser's own words
        ("Show help information.", "도움말을 보여 줍니다."),
        ("Show the version.", "버전을 보여 줍니다."),
        ("See 'learn help <subcommand>' for detailed help.", "명령마다 자세한 도움말은 'learn help <subcommand>'로 볼 수 있습니다."),
    ]

    /// ArgumentParser's section titles, in Korean.
    static let koreanTitles: [String: String] = [
        "OVERVIEW:": "개요:", "USAGE:": "사용법:", "ARGUMENTS:": "인자:", "OPTIONS:": "옵션:", "SUBCOMMANDS:": "하위 명령:",
    ]
}
