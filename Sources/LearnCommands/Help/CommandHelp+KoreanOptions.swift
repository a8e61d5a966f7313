import LearnTrace

extension CommandHelp {
    /// 한국어: every option's and argument's help, keyed by its English text as ArgumentParser
    /// shows it (``korean`` holds these with the commands' abstracts).
    static let koreanOptions: [(String, String)] = [
        // every command's
        (
            "Also load lessons from this folder (repeatable; LEARN_LESSONS adds colon-separated folders).",
            "이 폴더의 레슨도 불러옵니다(여러 번 쓸 수 있고, LEARN_LESSONS에 콜론으로 구분한 폴더를 더할 수도 있습니다)."
        ),
        (
            "Never colour the output (also: NO_COLOR, TERM=dumb, or not a terminal).",
            "출력에 색을 쓰지 않습니다(NO_COLOR, TERM=dumb, 터미널이 아닐 때도 마찬가지)."
        ),
        (
            "Compile and run the Swift files teachers' lessons name (`@run file=`) without asking (also: LEARN_TRUST_LESSONS=1); for unattended use.",
            "교사의 레슨이 지정한 Swift 파일(`@run file=`)을 묻지 않고 컴파일해 실행합니다(LEARN_TRUST_LESSONS=1도 같음). 사람이 지켜보지 않는 실행용입니다."
        ),
        (
            "The language of lessons and messages: en or ko (default: LC_ALL, LC_MESSAGES or LANG; ko_KR.UTF-8 is Korean).",
            "레슨과 메시지의 언어: en 또는 ko(기본값: LC_ALL, LC_MESSAGES, LANG 순. ko_KR.UTF-8이면 한국어)."
        ),
        // run, show, explore
        ("The lesson's id (see `learn list`); `explore` also takes a demo's id.", "레슨의 id(`learn list` 참고). `explore`는 데모의 id도 받습니다."),
        (
            "The lesson part (the demo's variant): `run` plays the introduction and this part only.",
            "레슨의 파트(데모의 variant): `run`은 도입부와 이 파트만 실행합니다."
        ),
        ("Set a demo parameter (repeatable).", "데모 파라미터를 정합니다(여러 번 쓸 수 있습니다)."),
        ("Seed for the demos' random choices (a whole number from 0).", "데모가 무작위로 고를 때 쓰는 seed(0 이상의 정수)."),
        ("Multiply every deliberate delay (2 = slower for a class, 0.1 = faster).", "일부러 넣은 지연을 모두 이 배수로 바꿉니다(2 = 수업용으로 느리게, 0.1 = 빠르게)."),
        ("Pause at each step and wait for Enter.", "단계마다 멈추고 Enter를 기다립니다."),
        (
            "Be the scheduler: each demo thread stops at its gates and you say which goes on.",
            "직접 스케줄러가 됩니다: 데모의 스레드가 gate마다 멈추고, 어느 스레드가 계속할지 직접 정합니다."
        ),
        (
            "Replay an interleaving from the token a scheduled or recorded run printed.",
            "schedule로 실행했거나 기록한 실행이 출력한 token으로 그 interleaving을 재생합니다."
        ),
        (
            "Record every gate the threads pass and print the token that replays this free run.",
            "스레드가 지나는 gate를 모두 기록하고, 이 자유 실행을 재생하는 token을 출력합니다."
        ),
        (
            "For a class: like --step, and each pause clears the screen and shows where the lesson is.",
            "수업용: --step과 같고, 멈출 때마다 화면을 지우고 레슨의 현재 위치를 보여 줍니다."
        ),
        (
            "The views after each run (a lesson's own when not given): any of \(OutputOptions.viewNames) (comma-separated), or none.",
            "실행마다 보여 줄 뷰(주지 않으면 레슨이 정한 뷰): \(OutputOptions.viewNames) 중 여럿(쉼표로 구분), 또는 none."
        ),
        ("Write the runs' events as JSON lines instead of the views.", "뷰 대신 실행의 이벤트를 JSON 줄로 씁니다."),
        ("Write a Chrome trace (Perfetto, chrome://tracing).", "Chrome trace 파일을 씁니다(Perfetto, chrome://tracing)."),
        ("The lesson's id (see `learn list`).", "레슨의 id(`learn list` 참고)."),
        // check
        ("Lesson files or folders (default: every lesson).", "레슨 파일이나 폴더(기본값: 모든 레슨)."),
        // play
        ("The Swift file to run (in the shell: the last one when left out).", "실행할 Swift 파일(셸에서 생략하면 마지막 파일)."),
        ("Build with ThreadSanitizer and explain each data race at your lines.", "ThreadSanitizer로 빌드하고, data race마다 코드의 해당 줄에서 설명합니다."),
        (
            "Stop every thread at each gate (a shared variable's read or write, a queue, a wait, a print) and choose which goes on.",
            "모든 스레드를 gate(공유 변수의 읽기나 쓰기, 큐, 대기, print)마다 멈추고, 어느 스레드가 계속할지 고릅니다."
        ),
        (
            "Run the schedule a token names (from `learn explore FILE` or a --schedule run).",
            "token이 가리키는 schedule대로 실행합니다(`learn explore FILE`이나 --schedule 실행에서 얻은 token)."
        ),
        ("How many runs --tsan tries before saying it found no race.", "--tsan이 race가 없다고 말하기 전에 시도하는 실행 횟수."),
        ("With --tsan: also print ThreadSanitizer's own reports.", "--tsan과 함께: ThreadSanitizer가 낸 보고서도 그대로 출력합니다."),
        ("Run it N times and count what it printed last.", "N번 실행하고, 마지막에 출력한 것을 셉니다."),
        ("Seconds without progress before the run is stopped.", "진행이 없을 때 실행을 멈추기까지 기다리는 초."),
        ("Create NAME.swift with a commented example, then run it.", "주석을 단 예제로 NAME.swift를 만들고 실행합니다."),
        ("Write the code a lesson shows as LESSON.swift to start from, then run it.", "레슨이 보여 주는 코드를 출발점으로 LESSON.swift에 쓰고 실행합니다."),
        // explore
        ("Run at most this many schedules.", "schedule을 최대 이만큼 실행합니다."),
        ("Do not branch after this many gates.", "gate를 이만큼 지난 뒤로는 가지를 나누지 않습니다."),
        ("Stop after this many seconds.", "이만큼의 초가 지나면 멈춥니다."),
        (
            "A .swift file: switch threads at most this many times where the running one could go on.",
            ".swift 파일: 실행 중인 스레드가 계속할 수 있는 곳에서 스레드를 바꾸는 횟수의 최댓값."
        ),
        // demos
        ("A demo's id: show its variants, parameters, labels and code regions.", "데모의 id: 그 데모의 variant, 파라미터, label, 코드 region을 보여 줍니다."),
        ("With DEMO: print each code region's text too.", "DEMO와 함께: 코드 region마다 그 내용도 출력합니다."),
        // exercises
        ("The exercise to start (leave out to list them).", "시작할 연습 문제(생략하면 목록을 보여 줍니다)."),
        (
            "Show the exercise's judge: its own code, which drives yours and records what the checks read.",
            "연습 문제의 judge를 보여 줍니다: 여러분의 코드를 구동하고 체크가 읽는 값을 기록하는 judge 자신의 코드입니다."
        ),
        (
            "Start again from the starter: your copy is kept beside it as NAME.old.swift (NAME.old2.swift, …).",
            "처음 파일로 다시 시작합니다: 지금 사본은 그 옆에 NAME.old.swift(NAME.old2.swift, …)로 남겨 둡니다."
        ),
        ("The exercise (in the shell: the last one when left out).", "연습 문제(셸에서 생략하면 마지막 연습 문제)."),
        ("How many traced runs (default: what the exercise declares, usually 20).", "trace하는 실행의 횟수(기본값: 연습 문제가 정한 값, 보통 20)."),
        ("Verify again each time the file is saved (Ctrl-C stops).", "파일을 저장할 때마다 다시 확인합니다(Ctrl-C로 멈춤)."),
        (
            "Replay one schedule a verify printed (TOKEN:SEED), and judge that schedule alone.",
            "verify가 출력한 schedule 하나(TOKEN:SEED)를 재생하고, 그 schedule만 판정합니다."
        ),
        ("Seconds without progress before a run is stopped.", "진행이 없을 때 실행을 멈추기까지 기다리는 초."),
        ("The exercise.", "연습 문제."),
        ("Show it before a pass; progress says you gave up.", "통과하기 전에 보여 줍니다. 진행 기록에는 포기했다고 남습니다."),
        // the shell's own
        ("Parameters to set.", "정할 파라미터."),
        ("on, off, or a token to replay.", "on, off, 또는 재생할 token."),
        ("Parameter names.", "파라미터 이름."),
        ("The Swift file (default: the last one played).", "Swift 파일(기본값: 마지막으로 실행한 파일)."),
    ]
}
