extension Catalogue {
    /// 한국어: every key of ``english`` has its words here (a test holds it); API names,
    /// commands and code stay as they are.
    package static let korean: [MessageKey: String] = [
        .demoCannotRun: "데모를 실행할 수 없습니다: {1}",
        .stoppedShell: "■ 중단됨 (Ctrl-C). `again`은 한 번 더 실행하고, `next`는 이 실행에 대한 설명 없이 레슨을 이어 갑니다.",
        .stopped: "■ 중단됨 (Ctrl-C).",
        .runTimes: " {1}회",
        .logLinesHidden: "… 화면을 넘지 않도록 로그 {1}줄을 더 보여 주지 않았습니다",
        .budgetRanOut: "이 `@run`의 시간 예산({1})이 {3}회 중 {2}회 실행 후 끝났습니다. 아래 체크는 그 {2}회에 대한 것입니다.",
        .note: "참고: {1}",
        .nothingToRunAgain: "아직 다시 실행할 것이 없습니다: 레슨이 데모를 실행하지 않았습니다. 계속하려면 `next`를 입력하세요.",

        .predictHeading: "**예측:** {1}",
        .predictAnsweredByRun: "(아래 실행이 답을 알려 줍니다.)",
        .predictChoose: "1부터 {1}까지의 번호 중 하나를 고르세요.",
        .predictYouPredict: "예측: {1}",
        .predictAgrees: "예측한 “{1}”이(가) 이번 실행과 맞습니다.",
        .predictDiffers: "예측은 “{1}”였지만, 이번 실행의 답은 {2}입니다.",
        .predictAnswer: "“{1}”의 답: 이번 실행의 답은 {2}입니다.",
        .predictNoOption: "어느 보기도 아님",
        .predictOptionSeparator: ", ",
        .predictPrompt: "예측 (1-{1}, 건너뛰려면 Enter): ",
        .predictRetry: "1부터 {1}까지의 숫자를 입력하고 Enter를 누르세요 (건너뛰려면 Enter만)",
        .predictFooter: "{1} · 1-{2}: 예측 · Enter: 건너뛰기",

        .pausedPressEnter: "-- 일시 정지: 계속하려면 Enter --",
        .presentFooter: "{1} · Enter: 다음 · q: 종료 ",
        .placePart: "파트 {1}",
        .placeStep: "단계 {1}/{2}",

        .checkNotChecked: "· {1}: 확인하지 않음 (실행이 끝나지 않았습니다)",
        .goalNotJudged: "· 목표 {1}: 판정하지 않음 (실행이 끝나지 않았습니다)",
        .goalReachedFree: "◎ 목표 {1} ({2}): 이번 실행에서 실제 스케줄러가 도달했습니다. {3}",
        .goalNotReachedFree: "◎ 목표 {1} ({2}): 이번 실행에서는 도달하지 못했습니다. {3}",
        .goalMeantToPrevent: "이 파트의 코드는 바로 이것을 막으려는 코드입니다: {1}(으)로 직접 스케줄러가 되어 원하는 순서를 모두 시도해 보세요.",
        .goalTakeOver: "{1}(으)로 직접 스케줄러가 될 수 있습니다.",
        .goalReachedSteps: "◎ 목표 {1} ({2}): {3} 만에 도달했습니다.",
        .stepsOne: "1단계",
        .stepsMany: "{1}단계",
        .goalNotReachedSteps: "◎ 목표 {1} ({2}): {3} 동안 도달하지 못했습니다.",
        .goalAgain: "`again`으로 다른 순서를 골라 볼 수 있습니다.",

        .translationMissing: "`{1}` 레슨은 아직 한국어 번역이 없어 영어로 보여 줍니다.",
        .translationStale: "`{1}`의 한국어 번역은 예전 영어 레슨으로 만든 것이라, 번역이 갱신될 때까지 영어 레슨을 보여 줍니다.",
        .languageNow: "언어: {1} (`set lang=en` 또는 `set lang=ko`)",
    ]
}
