extension Catalogue {
    /// 한국어: the Korean of englishPlay.
    ///
    /// A ThreadSanitizer finding is told access by access, each a sentence of its own whose
    /// thread comes first (`T2 스레드가 8번 줄에서 썼습니다`): the line (`tsanAtLine`) and the
    /// place in the learner's functions (`tsanChain…`) end in a space so that either may be left out.
    static let koreanPlay: [MessageKey: String] = [
        .tsanNoRace:
            "ThreadSanitizer가 `{2}`에서 data race를 찾지 못했습니다({1}). (이번 실행들에서 일어나지 않은 race도 여전히 있을 수 있습니다: `--runs N`으로 더 많이 실행해 보세요.)",
        .tsanFoundOne: "ThreadSanitizer가 `{2}`에서 문제 {1}개를 찾았습니다({3} 후):",
        .tsanFoundMany: "ThreadSanitizer가 `{2}`에서 문제 {1}개를 찾았습니다({3} 후):",
        .tsanTaskNote:
            "ThreadSanitizer로 실행하면 Swift task는 기록되지 않습니다: --tsan 빌드는 learn의 tracer 없이 실행됩니다. tracer의 task hook이 런타임의 task 상태를 동기화 없이 읽어서, TSan이 그것을 따로 race로 보고하기 때문입니다. task를 보려면 --tsan 없이 실행하세요(`trace tasks`).",
        .tsanRace: "{1}: {4} 스레드가 {2}{5}{3}. {6} 스레드도 {8}{9}{7}. 두 접근 사이의 순서를 정해 주는 것이 없습니다",
        .tsanAccess: "{1}: {4} 스레드가 {2}{5}{3}",
        .tsanOther: "{1}: {2}{4}일어났습니다 ({3} 스레드)",
        .tsanAtLine: "{1}번 줄에서 ",
        .tsanChainIn: "{1} 안에서 ",
        .tsanChainCalled: "({1} 안, {2}) ",
        .tsanChainInCalled: "{1} 안에서 ({2}) ",
        .tsanCalledFromAt: "{2}번 줄의 {1}에서 호출됨",
        .tsanCalledFrom: "{1}에서 호출됨",
        .tsanCalledAt: "{1}번 줄에서 호출됨",
        .tsanCalled: "호출됨",
        .tsanWritten: "썼습니다",
        .tsanRead: "읽었습니다",
        .tsanAtomicallyWritten: "원자적으로 썼습니다",
        .tsanAtomicallyRead: "원자적으로 읽었습니다",
        .tsanAccessed: "접근했습니다",
        .tsanWrote: "썼습니다",
        .tsanAtomicallyWrote: "원자적으로 썼습니다",
        .tsanStorage: "{1} `{2}`의 저장 공간",
        .tsanArray: "배열",
        .tsanDictionary: "딕셔너리",
        .tsanFieldOfMade: "{3}번 줄에서 만든 `{2}`의 `{1}`",
        .tsanPropertyOfMade: "{2}번 줄에서 만든 `{1}`의 프로퍼티",
        .tsanMemoryMade: "{1}번 줄에서 할당한 메모리",
        .tsanLineTouches: "{1}번 줄이 접근하는 메모리",
        .tsanOutsideFile: "파일 밖의 메모리",
        .tsanTopLevel: "최상위 코드",
        .tsanClosure: "클로저",
        .tsanClosureIn: "{1} 안의 클로저",
        .tsanObserver: "`{1}`의 {2}",
        .tsanAccessor: "`{1}`의 {2}",

        .playCompiledIn: " ({1}초 만에 컴파일)",
        .playUnderTSan: " — ThreadSanitizer로 실행",
        .playRepeat: "▶ {1} — {2}회 실행",
        .playCompileStopped: "■ Ctrl-C로 컴파일을 멈췄습니다.",
        .playSaid: "» {1} ({2}): {3}",
        .playLastLines: "마지막으로 출력한 줄:",
        .playNote: "참고: ",
        .playRawShell: "`trace tsan`으로 ThreadSanitizer의 원래 보고서를 볼 수 있습니다.",
        .playRawCommand: "`--raw`로 ThreadSanitizer의 원래 보고서를 볼 수 있습니다.",
        .playRaceFound: "ThreadSanitizer가 `{1}`에서 data race를 찾았습니다",
        .playStoppedShell: "■ 중단됨 (Ctrl-C). `again`으로 한 번 더 실행합니다.",
        .playCannotWriteTrace: "trace를 쓸 수 없습니다: {1}",
        .playWrote: "{1} 파일을 만들었습니다. 고친 뒤 `play {1}` (셸: `edit`, `again`).",
        .playNameAFile: "파일을 지정하세요: `play FILE.swift`, 예제로 시작: `play --new NAME`",
        .playTryItYourself: "// 직접 해 보기: {1} (`learn run {2}`).",
        .playLessonCode: "// 레슨이 보여 주는 코드, 복사해 쓰세요 (데모의 일부라 주석 처리했습니다):",

        .playNoCompiler:
            "`swiftc`가 PATH에 없습니다: Swift 툴체인을 설치하고(swift.org/install), learn을 빌드할 때처럼 그 `usr/bin`을 PATH에 넣으세요",
        .playMissingFile: "`{1}` 파일이 없습니다; `play --new NAME`으로 시작할 예제가 든 파일을 만들 수 있습니다",
        .playIsDirectory: "`{1}`은(는) 폴더입니다; 그 안의 .swift 파일을 지정하세요",
        .playNotUTF8: "`{1}`은(는) UTF-8 텍스트가 아닙니다; UTF-8로 저장하세요 (Swift 파일이 맞나요?)",
        .playTooLarge: "`{1}`의 크기는 {2}바이트입니다; `learn play`는 {3} kB까지의 파일만 받습니다 — 프로젝트가 아니라 프로그램 하나만",
        .playUnreadable: "`{1}` 파일을 읽을 수 없습니다: {2}",
        .playCompileFailed: "`{1}` 파일이 컴파일되지 않습니다 (컴파일러 메시지는 위에 있습니다); 첫 번째 오류를 고치고 다시 실행하세요",
        .playCompileInterrupted: "Ctrl-C로 컴파일을 멈췄습니다",
        .playCompileTimedOut: "컴파일이 허용된 최대 시간인 {1}초가 지나도 끝나지 않아 멈췄습니다",
        .playNoGates:
            "`{1}`은(는) gate를 하나도 지나지 않았습니다: 두 번째 스레드나 큐도, 두 스레드가 함께 쓸 수 있는 메모리도, 그런 스레드의 wait나 print도 없습니다. 스케줄링하려면 스레드가 적어도 두 개 있어야 합니다; `learn play`만으로 실행하세요",
        .playFileExists: "`{1}`: 이미 있는 파일입니다; 실행: `play {1}`, 또는 다른 이름으로",
        .playCannotWrite: "`{1}` 파일을 쓸 수 없습니다: {2}",

        .raceNoteOne:
            "이번 실행에서는 두 스레드가 동시에 블록 안에 있었던 적이 없습니다 (최대 병렬 수 1, 풀이 쓴 스레드 {1}). 그래서 data race가 있더라도 이번 실행으로는 보이지 않습니다: race는 두 스레드가 순서를 정해 주는 것 없이 같은 메모리에 접근할 때 일어나고, 두 스레드가 실제로 만나는지는 운 나쁜 실행 순서에 달려 있습니다. `--repeat 20`으로 여러 번 실행해 보세요; `--tsan`은 타이밍과 상관없이 race를 찾습니다.",
        .raceNoteMany:
            "실행 {2}회 중 어느 실행에서도 두 스레드가 동시에 블록 안에 있었던 적이 없습니다 (최대 병렬 수 1, 풀이 쓴 스레드 {1}). 그래서 data race가 있더라도 이 실행들로는 보이지 않습니다: race는 두 스레드가 순서를 정해 주는 것 없이 같은 메모리에 접근할 때 일어나고, 두 스레드가 실제로 만나는지는 운 나쁜 실행 순서에 달려 있습니다. `--tsan`은 타이밍과 상관없이 race를 찾습니다.",
        .raceDisagreement:
            "이 파일을 마지막으로 trace한 실행은 안전해 보였습니다 (최대 병렬 수 1, 풀이 쓴 스레드 {1}): 이 race는 운 나쁜 실행 순서에서만 드러나는데 그 실행에는 그런 순서가 없었습니다. 반면 ThreadSanitizer는 타이밍과 상관없이 두 접근의 순서를 정해 주는 것이 없다는 것을 봅니다.",
        .raceThreadOne: "1개",
        .raceThreads: "{1}개",
        .linuxUIKit:
            "UIKit(그리고 AppKit, SwiftUI)은 Apple 플랫폼에만 있고, learn은 Linux용으로 컴파일합니다: Foundation을 import하고(Dispatch, Thread, OperationQueue가 거기 있습니다) UI 코드는 빼세요.",
        .linuxOverride:
            "Linux의 Foundation은 Objective-C 런타임이 없는 순수 Swift라서, `Operation`의 `isReady`, `isExecuting`, `isFinished`, `isAsynchronous` 같은 Foundation 클래스의 프로퍼티를 extension에서 override할 수 없습니다: 각 `override var`를 클래스 본문 안으로 옮기세요.",
        .linuxKVO:
            "Linux에는 Objective-C 런타임이 없어 key-value observing도 없습니다: `#keyPath`, `@objc dynamic`, `observe(_:)`는 컴파일되지 않습니다. 키는 문자열로 쓰고(corelibs의 `Operation`은 `willChangeValue(forKey: \"isFinished\")`를 듣습니다) `@objc`는 빼세요.",

        .exerciseNameOne: "연습 문제를 지정하세요: `exercise`로 목록을 볼 수 있습니다",
        .exerciseNoSuch: "`{1}` 연습 문제가 없습니다",
        .exerciseListsThem: "`exercise`로 목록을 볼 수 있습니다",
        .exerciseNoHome: "연습 문제 파일을 둘 홈 폴더가 없습니다: 쓸 수 있는 폴더를 LEARN_HOME으로 지정하세요",
        .exerciseNoJudge: "{1}에는 judge가 없습니다: 체크는 프로그램 자체의 실행을 읽습니다",
        .exerciseJudgeHeading: "// {1}: 연습 문제의 코드 (작성한 파일과 함께 main으로 컴파일됨)",
        .exerciseSetHome: "{1} (쓸 수 있는 폴더를 LEARN_HOME으로 지정하세요)",
        .solutionAfterPass: "{1}의 모범 답안은 통과한 뒤에(`verify {1}`), 또는 `solution {1} --give-up`으로 볼 수 있습니다",
        .solutionHeading: "// {1}의 모범 답안 ({2}):",
        .verifyNoJudge: "{1}에는 judge가 없어서, verify가 리플레이할 스케줄을 만들지 않습니다",
        .verifyNoFile: "{1} 파일이 없습니다: 만들려면 `{2}exercise {3}`",
        .verifyNothingRecorded: "아무것도 기록하지 않았습니다: 지금 파일을 verify하려면 `{1}verify {2}`.",
        .verifyAgainNew: "새 버전을 verify합니다…",
        .verifyFolderGone: "{1} 폴더가 사라졌습니다: 폴더와 그 안의 {2}.swift가 돌아오기를 기다립니다.",
        .verifyFileGone: "{1} 파일이 없습니다 (지웠거나 이름을 바꿨나요?): 돌아오기를 기다립니다.",
        .verifyWatching: "{1} 지켜보는 중: 저장하면 다시 verify, Ctrl-C로 멈춤.",
        .verifyWaitingFolder: "{1} 폴더가 다시 생기기를 기다리는 중, Ctrl-C로 멈춤.",
        .verifyStoppedWatching: "■ 지켜보기를 멈췄습니다.",
        .verifyBadReplay: "`{1}`은(는) 리플레이할 스케줄이 아닙니다: verify가 출력한 TOKEN:SEED를 `--replay` 뒤에 그대로 붙여 넣으세요",
        .verifyReplayNoWatch: "--replay는 스케줄 하나를 한 번만 판정합니다; --watch는 빼세요",

        .verifyUnderTSan: "ThreadSanitizer로 실행했을 때: {1}",
        .verifyTokenMismatch: "이 token은 지금 파일에 맞지 않습니다 ({1}): 다시 verify해서 새 token을 받으세요.",
        .verifyReaches:
            "{1}번 줄이 `{2}`을(를) 씁니다. 이것은 {3}. verify는 연습 문제의 judge가 코드를 호출했을 때 코드가 하는 일을 판정하므로, learn 안쪽에 손대는 파일은 판정하지 않습니다. 그 부분을 지우고 다시 verify하세요.",
        .verifyStuck:
            "이 스케줄에서는 어느 스레드도 더 나아갈 수 없었습니다{1}: 모든 스레드가 다른 스레드를, 보내 줄 스레드가 남지 않은 신호를, 또는 타이머를 기다렸습니다 (learn의 스케줄러는 타이머를 최대 0.2초만 기다립니다)",
        .verifyHangDeadlock: " (데드락)",
        .verifyHangLostWakeup: " (잃어버린 wake-up)",
        .verifyNoteTopLevel:
            "참고: 이 파일은 연습 문제의 judge({1})와 함께 컴파일되고, judge가 프로그램의 main으로서 이 파일의 코드를 호출합니다: 파일에는 선언(타입, 함수, let)만 두고 최상위 문장은 두지 마세요. 예전 starter(프로그램 전체)로 만든 파일은 `learn exercise {2} --fresh`로 옆에 남겨 두고 새 starter를 받을 수 있습니다.",
        .verifyNoteJudgeNames:
            "참고: {1}은(는) 이 파일의 코드를 구동하는 연습 문제 자체의 코드입니다 (`learn exercise {2} --judge`로 볼 수 있습니다): judge가 호출하는 이름과 시그니처는 starter에 있는 그대로 두세요.",
        .reachDlsym: "실행 중에 심볼을 찾습니다",
        .reachDlopen: "실행 중에 라이브러리를 엽니다",
        .reachSilgenName: "Swift 이름을 raw 심볼에 묶습니다",
        .reachCdecl: "raw C 심볼을 내보냅니다",
        .reachJudge: "judge의 진입점 이름을 씁니다",
        .reachTracer: "tracer의 진입점 이름을 씁니다",
        .reachSourceLocation: "자기 줄 번호를 바꿉니다",
        .reachWalk: "프로그램이 불러온 라이브러리를 훑어봅니다",
        .reachUnderscored: "밑줄로 시작하는 컴파일러 attribute를 씁니다",
        .shadowExtends:
            "{1}번 줄은 여러분의 파일이 선언하지 않은 타입 `{2}`의 extension입니다: 여러분의 파일은 연습 문제의 judge와 함께 컴파일되므로, `{2}`의 extension은 judge가 그 타입으로 계산하는 결과를 바꿀 수 있습니다. 자기 타입만 extension한 뒤 다시 verify하세요.",
        .shadowOperator:
            "{1}번 줄은 연산자 선언입니다(`{2}`): 여러분의 파일은 연습 문제의 judge와 함께 컴파일되므로 judge의 계산을 바꿀 수 있습니다. 대신 메서드를 쓰고 다시 verify하세요.",
        .shadowOperatorFunction:
            "{1}번 줄은 최상위 연산자 함수 선언입니다(`{2}`): 여러분의 파일은 연습 문제의 judge와 함께 컴파일되므로 judge의 계산을 바꿀 수 있습니다. 대신 메서드를 쓰고 다시 verify하세요.",
        .shadowName:
            "{1}번 줄은 judge가 쓰는 이름의 선언입니다(`{2}`): 여러분의 파일은 judge와 함께 컴파일되므로, 여러분이 선언한 것이 judge가 뜻하는 `{2}` 대신 쓰이게 됩니다. 다른 이름을 붙인 뒤 다시 verify하세요.",
        .declarationsUnreadable: "learn이 여러분의 파일이 무엇을 선언하는지 읽지 못했습니다 (Swift 파서가 실행되지 않았습니다): 다시 verify하세요.",
        .judgeForged:
            "여러분의 코드가 judge의 진입점을 직접 부르거나 learn의 trace에 직접 썼습니다: judge만 기록하는 사실이 다른 곳에서 왔으므로 이 실행은 판정하지 않습니다",
        .judgeUnfinished:
            "judge의 마지막 줄이 실행되기 전에 프로그램이 끝났습니다: 여러분의 코드가 프로그램을 끝냈거나(exit, abort) judge가 끝나지 못하게 막았습니다",
        .tsanJudgeForged:
            "여러분의 코드가 judge의 진입점을 직접 불렀습니다: judge만 기록하는 사실이 다른 곳에서 왔으므로 이 실행은 판정하지 않습니다",
        .tsanReportsHiddenOne:
            "data race 1건을 보고했지만 learn이 그 보고를 읽지 못했습니다: 프로그램이 표준 에러를 닫거나 다른 곳으로 돌렸거나, 출력이 너무 많아 보고가 잘렸습니다. 그래도 race는 발견된 것입니다",
        .tsanReportsHiddenMany:
            "data race {1}건을 보고했지만 learn이 그 보고를 읽지 못했습니다: 프로그램이 표준 에러를 닫거나 다른 곳으로 돌렸거나, 출력이 너무 많아 보고가 잘렸습니다. 그래도 race는 발견된 것입니다",
        .reachSettings: "learn의 설정을 읽습니다",

        .playCacheFull: "캐시 폴더가 가득 찼습니다: {1} ({2}). 그곳의 공간을 비우거나, XDG_CACHE_HOME을 다른 디스크의 폴더로 지정하세요",
        .playRebuilt: "learn이 빌드한 뒤에 {1}의 캐시된 프로그램이 디스크에서 바뀌어서, 다시 빌드했습니다.",
        .playNotAToken:
            "`{1}`은(는) 파일의 리플레이 token이 아닙니다: token은 스케줄(`sFCB`…), `@`, 파일 텍스트의 16진수 8자리로 되어 있습니다. `learn explore {2}`나 `--schedule` 실행의 끝에서 통째로 복사하세요.",
        .playTokenOtherText:
            "token `{1}`은(는) {2}의 다른 텍스트로 만든 것입니다(지금 텍스트의 token은 @{3}(으)로 끝납니다): 다른 코드의 스케줄은 이 코드를 리플레이하지 못합니다. 지금 파일의 token은 `learn explore {4}`로 받으세요.",
        .playExampleHeader: """
        // 직접 해 보기: {1} (`learn run {2}`): 레슨의 예제를 독립된 프로그램으로.
        // 아래: learn이 컴파일하는 그대로의 데모 파일들(레슨이 보여 주는 코드는 `// region:`과
        // `// endregion` 사이에 있습니다), 그리고 데모가 쓰는 learn의 일부를 대신하는 코드.
        // 다른 variant를 실행하려면 이름을 바꾸세요: {3}.
        """,
        .playLessonFileExists: "`{1}` 파일이 이미 있습니다; 실행: `play {1}`, 또는 먼저 다른 곳으로 옮기세요",
        .setupLock: "빌드 폴더 {1}을(를) 잠글 수 없습니다",
        .setupReadBuilt: "{1}에서 방금 빌드한 프로그램을 읽을 수 없습니다",
        .setupInUse: "빌드 폴더 {1}은(는) 다른 learn이 쓰고 있고 이 빌드가 아닙니다: 그쪽이 끝나면 다시 실행하세요",
        .setupKeep: "빌드를 {1}에 둘 수 없습니다 ({2})",
        .setupTracer: "{1}(으)로 learn의 tracing 라이브러리를 빌드할 수 없습니다:\n{2}",
        .setupMakeFolder: "빌드 폴더 {1}을(를) 만들 수 없습니다: {2} (XDG_CACHE_HOME을 쓸 수 있는 폴더로 지정하세요)",
        .setupWrite: "{1}에 쓸 수 없습니다: {2}",
        .setupLibraries: "컴파일한 {1}에 필요한 라이브러리를 {2}에서 읽을 수 없습니다",
        .setupNoTool: "learn의 빌드 계획에 도구가 없습니다",
        .setupLinkScheduled: "{1}의 스케줄 빌드를 링크할 수 없습니다:\n{2}",
        .setupLinkTSan: "{1}의 ThreadSanitizer 빌드를 링크할 수 없습니다:\n{2}",
        .setupJudgeObject: "{1}(으)로 learn의 ThreadSanitizer judge 오브젝트를 빌드할 수 없습니다:\n{2}",
        .setupScheduler: "{1}(으)로 learn의 스케줄링 라이브러리를 빌드할 수 없습니다:\n{2}",
        .setupNoJudgeGate: "{1}에서 judge의 gate를 찾을 수 없습니다",
        .setupSymbols: "{1}의 심볼 목록을 만들 수 없습니다:\n{2}",
        .setupGatesMissing: "{1}에 judge의 gate 함수가 없습니다",
        .setupWriteFile: "{1}에 쓸 수 없습니다",
        .setupMake: "{1}을(를) 만들 수 없습니다",
        .exerciseCannotKeepAside: "{1}을(를) 옆에 남겨 둘 수 없습니다: {2}",
        .exerciseTooManyOld: "{2}에 {1}의 예전 사본이 이미 999개 있습니다: 몇 개를 지우세요",
        .exerciseCannotWrite: "{1}에 쓸 수 없습니다: {2}",
        .watchCannotStart: "파일을 지켜볼 수 없습니다: inotify_init1이 실패했습니다 ({1})",
        .watchCannotWatch: "{1}을(를) 지켜볼 수 없습니다: {2}",
    ]
}
