extension Catalogue {
    /// 한국어: the Korean of ``englishDiagnosis``.
    static let koreanDiagnosis: [MessageKey: String] = [
        .diagDemo: "데모",
        .diagYourProgram: "여러분의 프로그램",
        .diagFinished: "정상 종료",
        .diagCrashed: "크래시 ({1})",
        .diagTimedOut: "시간 초과",
        .diagStopped: "중단",
        .diagFailed: "실패",
        .diagLostWakeupStopped: "잃어버린 wake-up, watchdog이 멈춤",
        .diagDeadlockStopped: "데드락, watchdog이 멈춤",
        .diagWatchdogStopped: "watchdog이 멈춤",
        .diagCrashedSentence: "{1} 프로세스가 크래시했습니다({2}).",
        .diagTimeLimitSentence: "{1} 프로세스가 {2} 뒤에도 아직 실행 중이었습니다. 이 실행에 허용된 최대 시간이어서 멈췄습니다.",
        .diagNoProgressSentence: "{1} 프로세스가 {2} 동안 진행이 없어서 watchdog이 멈췄습니다.",
        .diagWhereEachThreadWas: " 스레드마다 있던 곳:",
        .diagStoppedCtrlC: "실행이 중단되었습니다(Ctrl-C).",
        .diagDemoCouldNotRun: "데모를 실행할 수 없었습니다: {1}",
        .diagCrashedProblem: "{1} 프로세스가 크래시했습니다({2})",
        .diagTimeLimitProblem:
            "{1} 프로세스가 {2}초가 지나도 실행 중이어서 멈췄습니다. 여기서 실행 한 번에 허용되는 최대 시간입니다(`--watchdog SECONDS`가 그 세 배를 정합니다)",
        .diagNoProgressProblem: "{1} 프로세스가 {2}초 동안 진행이 없어서 watchdog이 멈췄습니다(`--watchdog SECONDS`로 더 길게 줄 수 있습니다)",
        .diagWhereEachThreadWasProblem: "; 스레드마다 있던 곳:",
        .diagStoppedByCtrlC: "Ctrl-C로 중단했습니다",
        .diagCrashSummary: "{1} 프로세스가 크래시했습니다: {2}",
        .diagStrayOne: "{1}에서 시작한 프로세스 1개가 아직 실행 중이어서 멈췄습니다",
        .diagStrayMany: "{2}에서 시작한 프로세스 {1}개가 아직 실행 중이어서 멈췄습니다",
        .diagDemoStoppedBy: "데모의 프로세스가 {1}(으)로 멈췄습니다",
        .diagProgramStoppedBy: "여러분의 프로그램이 {1}(으)로 멈췄습니다",
        .diagProgramExited: "여러분의 프로그램이 종료 상태 {1}(으)로 끝났습니다",
        .diagDemoExitedUnstarted: "데모의 프로세스가 데모를 시작하지 않고 끝났습니다(상태 {1}). `{2}`이(가) learn 바이너리가 맞나요?",
        .diagDemoExitedEarly: "데모의 프로세스가 데모가 끝나기 전에 종료되었습니다(상태 {1})",
        .diagNotADemo: "데모 러너는 데모를 실행합니다. 프로그램 `{1}`은(는) 실행하지 않습니다",
        // RunDiagnosis: where the threads were when it crashed or hung
        .diagWhile: "— 당시 {1}",
        .diagBlockedIn: "{1}에서 block됨",
        .diagInside: "`{1}` 안에 있었음",
        .diagOneWas: "{1}은(는) {2}",
        .diagManyWere: "{1}은(는) {2}",
        .diagBeforeRecording: "— 아무것도 기록하기 전",
        .diagAfterOn: "— {2}의 `{1}` 다음",
        .diagListLast: "{1}, {2}",
        .diagHangBlocked: "{1}: {3} 동안 {2}에서 block됨",
        .diagHangBusy: "{1}: {3} 동안 `{2}` 안에서 실행 중",
        .diagHangWaiting: "{1}: {3} 동안 `{2}` 안에서 기다리는 중",
        .diagHangOutside: "{1}: `{2}` 이후 {3} 전부터 구간 밖",
        .diagThreadEnded: " (스레드 종료됨)",
        // WaitDiagnosis: what a run's waits tell
        .diagAt: "(위치: {1})",
        .diagSyncOntoOwnQueue:
            "{1}이(가) 이미 `{4}`에서 실행 중인데 {2}{3}을(를) 호출했습니다: serial 큐는 블록을 한 번에 하나씩 실행하므로, 새 블록은 자신을 기다리는 블록을 영원히 기다리게 됩니다{5}. 코드를 직접 호출하거나 `async`를 쓰세요.",
        .diagLibdispatchStops: " — 대신 libdispatch가 프로그램을 멈춥니다",
        .diagDeadlockMainWaits: "{1}이(가) {3}{2}에서 기다리므로 main 큐를 실행하지 못합니다",
        .diagDeadlockWaitsFor: "`{2}`의 {1}이(가) {4}{3}에서 기다리는데, 그것을 {5}이(가) 쥐고 있습니다",
        .diagDeadlock: "데드락: {1}. 서로가 서로를 기다리므로 아무도 진행할 수 없습니다.",
        .diagWaitsForBlocked: "{1}이(가) {3}{2}에서 역시 block된 스레드들을 기다립니다.",
        .diagLostWakeupBlocked:
            "잃어버린 wake-up: {1}이(가) {3}{2}에서 기다리는데({4}), 다른 어떤 스레드도 그 코드를 실행하거나 기록된 wait에 block되어 있지 않습니다(블록 사이에서 쉬는 pool 스레드는 일을 기다릴 뿐, 이것을 기다리지 않습니다): `{5}()`을(를) 호출했어야 할 쪽이 호출하지 않고 끝났으므로, 아무것도 {1}을(를) 깨우지 않습니다.",
        .diagLostWakeupEnded:
            "잃어버린 wake-up: 다른 스레드가 아무것도 하지 않는 동안 {1}이(가) {4}{3}에서 {2} 기다렸습니다: `signal()`을 호출했어야 할 쪽이 깨우지 않고 끝났으므로, 기다림을 끝낸 것은 wait의 타임아웃뿐입니다(타임아웃이 없었다면 영원히 기다렸을 것입니다).",
        .diagNeverRanOne:
            "{1}에서 main 큐에 넣은 블록은 실행되지 않았습니다: main 큐를 처리한 것이 없었습니다(main 루프가 없는 프로그램이 먼저 끝나거나 main을 block했습니다). top-level 코드를 `dispatchMain()`으로 끝내거나(작업이 끝나면 `exit(0)`), `DispatchQueue.main` 없이 코드를 실행하세요.",
        .diagNeverRanMany:
            "{1}에서 main 큐에 넣은 블록들은 실행되지 않았습니다: main 큐를 처리한 것이 없었습니다(main 루프가 없는 프로그램이 먼저 끝나거나 main을 block했습니다). top-level 코드를 `dispatchMain()`으로 끝내거나(작업이 끝나면 `exit(0)`), `DispatchQueue.main` 없이 코드를 실행하세요.",
        .diagNoThreadCanGoOn: "어떤 스레드도 진행할 수 없음",
    ]
}
