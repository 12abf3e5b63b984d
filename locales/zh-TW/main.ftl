## 計算勝負

result-black-wins = 黑勝{ $margin }子
result-black-loses = 黑負{ $margin }子
result-draw = 和棋
result-tie-to-black = 黑勝（按此規則，和局判黑勝）

## 數子

count-rules = 規則：{ $rules }，貼{ $komi }
count-handicap = 讓{ $stones }子，黑方還{ $back }子
count-dead = 提去死子：黑{ $black }子，白{ $white }子
count-area = 黑方{ $black }子，白方{ $white }子（活子加圍住的空點；{ $shared }個公共點雙方各得一半）
count-threshold = 黑方{ $threshold }子為和
count-territory = 數目法：黑空{ $black_territory }目，提子{ $black_prisoners }；白空{ $white_territory }目，提子{ $white_prisoners }
count-result = 結果：{ $result }
count-found-legend = 判定死子：x、o為死子（提去），b、w為黑方、白方所圍的空點，.為公共點
count-found-uncertain = 未能確定（須與雙方確認，按中國規則可續弈解決）：{ $stones }
count-found-seki = 雙活：{ $stones }
count-found-sure = 各塊棋的死活都已判定；死子仍須裁判與雙方確認。
count-recorded-agrees = 棋譜記載的結果{ $recorded }與本次數子一致。
count-recorded-differs = 注意：棋譜記載{ $recorded }，本次數子卻是{ $counted }。請與雙方核對死子。

## 規則預設

komi-amount = { $stones }子（{ $points }目）
presets-header-id = 預設
presets-header-name = 規則
presets-header-komi = 貼子
presets-header-scoring = 計算方法
presets-header-ko = 同形反覆
presets-header-suicide = 自殺
presets-header-handicap = 讓子
presets-header-seki = 雙活中的眼
scoring-area = 數子法
scoring-territory = 數目法
ko-simple = 單劫
ko-positional = 全局同形禁止
ko-situational = 同形且同一方行棋禁止
suicide-forbid = 禁止
suicide-multi = 僅允許多子自殺
suicide-any = 允許
handicap-half-stone = 還N/2子
handicap-one-less = 還N-1目
handicap-none = 不還
seki-eyes-count = 計入
seki-eyes-not = 不計
ties-black = ，和局判黑勝
ruleset-cn2002 = 中國圍棋競賽規則（2002）
ruleset-cn1988 = 中國圍棋競賽規則（1988）
ruleset-japanese = 日本圍棋規則（1989）
ruleset-korean = 韓國圍棋規則（2016）
ruleset-aga = 美國圍棋協會規則
ruleset-ing = 應氏圍棋規則（1991）
ruleset-nz = 紐西蘭圍棋規則
ruleset-tromp-taylor = Tromp-Taylor 規則

## 裁判

article = 第{ $number }條
article-item = 第{ $number }條第{ $item }款
article-other = 「其他」部分
version-cn2002 = 2002年規則
version-cn1988 = 1988年規則
ruling-head = { $irregularity }（{ $rules }{ $article }）
ruling-decisions = 判罰：{ $decisions }。
ruling-options = 裁判長可選擇：{ $options }。
ruling-unverified = 未能查到{ $rules }對此的處罰條文，請查閱規則原文。
ruling-precedent = 先例：{ $ruling }
ruling-none = { $rules }中未查到相關條文。
ruling-found = 第{ $number }手（{ $color } { $point }）：{ $ruling }
ruling-regular = 共{ $moves }手，未發現違規。
color-black = 黑
color-white = 白
irregularity-double-move = 連下兩著
irregularity-ko-retake = 提劫後立即回提
irregularity-forbidden-point = 下在禁著點
irregularity-repetition = 全局同形再現（三劫循環等）
irregularity-moonshine = 假生類多劫循環
irregularity-take-back = 悔棋
irregularity-dropped-stone = 棋子失手落盤
irregularity-clock-before-stone = 落子前按鐘
irregularity-wrong-colours = 先後手錯誤
irregularity-moved-stone = 棋子移位
irregularity-scattered-board = 棋局被弄亂
irregularity-wrong-capture = 誤提有氣之子
irregularity-warnings = 警告
decision-move-void = 著手無效
decision-second-move-void = 第二著無效
decision-warning = 對違規方警告一次
decision-offender-loses = 違規方判負
decision-forfeit-turn = 違規方棄權一次（由對方行棋）
decision-stone-back = 棋子放回原處
decision-claim-too-late = 對方已走下一著才提出，不予受理
decision-play-anywhere = 可拿起另下他處
decision-chief-referee-decides = 由裁判長裁決
decision-colours-corrected = 予以糾正
decision-colours-stand = 不再糾正，以後各輪仍按原定先後手編排
decision-clock-unchanged = 鐘面時間不作調整
decision-stone-back-or-agreed-point = 棋子復原；原位置無法確定時，放在雙方認可的位置
decision-reasonable-point = 將棋子移至合理位置
decision-stone-stands = 維持移動後的位置
decision-draw = 和棋
decision-replay = 重賽
decision-both-lose = 雙方均判負
decision-event-rules = 按競賽補充規定處理：無勝負、和棋或加賽
decision-not-alive = 終局時不算活棋
decision-reconstruct = 恢復原局面
decision-stones-restored = 被提棋子放回原處
decision-two-warnings-lose = 同一局再受警告即判負
decision-continue = 對局繼續

## 猜先

parity-odd = 單數
parity-even = 雙數
nigiri-right = 共{ $count }子，為{ $parity }。猜{ $guess }猜對，猜子方執黑。
nigiri-wrong = 共{ $count }子，為{ $parity }。猜{ $guess }猜錯，猜子方執白，握子方執黑。
nigiri-holder-dan = { $name }握子（段位較高）。
nigiri-holder-age = { $name }握子（段位相同，年長者握子）。
nigiri-holder-undecided = 段位、年齡均相同：規則未規定由誰握子，由裁判決定。

## Answers

answer-true = 對
answer-false = 錯

## 計時

clock-system-byoyomi = 讀秒制：基本用時{ $main }，保留讀秒{ $periods }次，每次{ $seconds }秒
clock-system-sudden-death = 包乾制：全局用時{ $main }
clock-system-moves-per-period = 定時限步制：基本用時{ $main }，之後每{ $period }須下{ $moves }步，節省的時間累計到下一時段
clock-col-move = 步
clock-col-taken = 用時
clock-col-main = 剩餘基本用時
clock-col-periods = 剩餘讀秒次數
clock-col-period = 目前時段
clock-col-call = 裁判最後讀秒
clock-period-left = 第{ $period }時段：{ $time }內{ $moves }步
clock-call-seconds = { $seconds ->
        [60] 1分
       *[other] { $seconds }秒
    }
clock-call-periods-left = { $period ->
        [60] 還剩{ $left }分
       *[other] 還剩{ $left }次
    }
clock-lost = 超時判負
clock-lost-at = 第{ $number }步超時判負。
clock-ignored = 之後的{ $count }步不再計時：棋局已經超時判負。

## 名次

standings-header-rank = 名次
standings-header-name = 棋手
standings-header-games = 局數
standings-header-wins = 勝
standings-header-draws = 和
standings-header-losses = 負
standings-header-byes = 輪空
tiebreak-score = 積分
tiebreak-sos = 對手分
tiebreak-sb = 小分
tiebreak-progressive = 累進分
tiebreak-warnings = 警告
tiebreak-direct = 直勝
tiebreak-total-theoretical = 總得分（理論最高分）
tiebreak-total-actual = 總得分（實際最高分）
standings-order = 排名依據：{ $criteria }；共 { $rounds } 輪

## 訓練

drill-count-area = 數一數這盤終局的{$size}路棋（死子以小寫x、o標出）。黑方共多少子？
drill-count-result = 同一局面，黑貼3又3/4子（2002年規則）。結果如何？
drill-game-count-only = --game 只用於數子練習：drill count --game 棋譜.sgf
drill-ruling-which = 逐手觀看這盤棋，在第一個違規的著法處停下。
drill-ruling-which-ruling = 第{ $number }手（{ $point }）違規。按2002年規則應如何判罰？
drill-clock = 讀秒：保留{ $periods }次、每次60秒，基本用時已用完。棋手各手用時為{ $times }。還剩幾次讀秒？
drill-standings = 四人單循環（{"A > B"}表示A勝B，{"="}表示和棋）：{ $games }。誰獲得第一名（先比積分，再比小分）？

## 練習

quiz-time-taken = 已用{ $time }
quiz-replay-listing = 著法：{ $moves }
quiz-replay-move = 第{ $number }手：{ $color } { $point }
quiz-replay-hint = Enter：下一手；s：停，這一手違規
quiz-replay-next = 下一手
quiz-replay-stop = 停：這一手違規
quiz-replay-end = 棋譜結束：第幾手違規（寫手數）？
plain-line-too-long = 這一行超過 { $limit }，已捨棄；請重新作答。
quiz-time-left = 剩餘{ $time }
quiz-article = 第{ $article }條
quiz-pick-one = 用方向鍵選擇，按 Enter 確認
quiz-pick-several = 用空白鍵標出所有正確答案，按 Enter 確認
quiz-hint-choice = 用字母作答
quiz-hint-multiple = 寫出所有正確選項的字母，如A,C
quiz-hint-truefalse = 回答 對 或 錯
quiz-hint-input = 輸入答案
quiz-hint-blanks = 輸入{ $count }個答案，用 | 隔開
quiz-hint-open = 寫下你的答案後按 Enter
quiz-model-answer = 參考答案：{ $answer }
quiz-self-grade = 答對了嗎？（對/錯）
quiz-not-an-answer = 無法辨識的答案：{ $hint }。
quiz-your-answer = 你的答案：{ $answer }
quiz-say-winner = 請說明誰勝：如「黑勝3/4子」「黑負1又1/4子」「白勝2.5目」，或 W+2.5、B+1.5。
quiz-unit-mixup = 單位不對：本題以{ $expected }計，不是{ $typed }。
unit-stones = 子
unit-points = 目（點）
unit-hours = 小時
unit-minutes = 分鐘
unit-seconds = 秒
quiz-right = 正確。
quiz-wrong = 錯誤。正確答案：{ $answer }
quiz-why = 解析：{ $explain }
quiz-summary-topic = { $topic }：{ $right }/{ $total }（{ $percent }%）
quiz-score = 得分：{ $right }/{ $total }（{ $percent }%）
quiz-no-items = 沒有符合條件的題目。
exam-pass = 考試：通過 { $percent }%（{ $right }/{ $total }）
exam-fail = 考試：未通過 { $percent }%（{ $right }/{ $total }）
exam-time-up = 時間到：未答的題按錯誤計。
exam-mistakes = 錯題回顧：
exam-mistake = { $id }：{ $text } —— 正確答案：{ $answer }
exam-unanswered = { $id }：未作答
review-nothing = 暫無需要複習的錯題。
history-empty = 還沒有練習紀錄。
history-session = { $date }  { $mode }：{ $score }/{ $total } 分（答對 { $right }/{ $answered }）
history-by-topic = 按主題：
history-by-article = 按條款：
history-due = 待複習：{ $count }
history-reset-confirm = 清空檔案 { $profile } 的練習紀錄（{ $path }）？舊檔案會改名保留在旁邊。輸入 是 或 y 確認：{" "}
history-reset-cancelled = 沒有清空任何紀錄。
history-reset-done = 檔案 { $profile } 的練習紀錄已清空；舊紀錄保留為 { $path }（改回原名即可復原）。
history-reset-nothing = 檔案 { $profile } 沒有練習紀錄，無需清空。
profile-default = 預設

## Sheets

sheet-default-title = 圍棋規則測驗
sheet-name = 姓名
sheet-class = 班級
sheet-date = 日期
sheet-student = 學生：{ $name }
sheet-version = 版本 { $version }
sheet-meta = 版本 { $version }　亂數種子 { $seed }　共 { $count } 題　滿分 { $points } 分
sheet-section = { $number ->
        [1] 一
        [2] 二
        [3] 三
        [4] 四
        [5] 五
        [6] 六
        [7] 七
        [8] 八
        [9] 九
        [10] 十
       *[other] { $number }
    }、{ $title }
sheet-section-summary = （共 { $count } 題，{ $points } 分）
sheet-kind-fill = 填充題
sheet-kind-choice = 選擇題
sheet-kind-truefalse = 是非題
sheet-kind-calc = 計算題
sheet-kind-board = 圖形題
sheet-kind-open = 簡答題
sheet-instructions-choice = 將正確答案的字母填在括號內；標有「多選」的題有不止一個正確答案。
sheet-instructions-truefalse = 正確的在括號內打「√」，錯誤的打「×」。
sheet-instructions-open = 請在橫線上作答。
sheet-points = （{ $points } 分）
sheet-multiple = （多選）
sheet-bracket = （　　）
sheet-answer = 答：
sheet-board-label = { $size }路棋盤圖
sheet-key = 參考答案
sheet-key-title = { $title }　參考答案
sheet-article = 第{ $article }條
sheet-also-accepted = （亦可答：{ $answers }）
sheet-model-answer = 參考答案：{ $answer }
sheet-fewer = 符合篩選條件的只有 { $found } 道題，試卷全部採用（不足 { $count } 道）。
sheet-replaced = 已取代 { $dir } 中上次產生的試卷：刪除了其中 { $count } 個本次沒有的檔案（其他檔案未動）。
sheet-written = 已將 { $versions } 份試卷（每份 { $items } 題，滿分 { $points } 分，亂數種子 { $seed }）寫入 { $dir }：
export-comment = weiqi-quiz 匯出：{ $count } 道題，亂數種子 { $seed }
export-written = 已將 { $count } 道題寫入 { $file }。
export-gift-blanks = { $id }：GIFT 沒有多空填充題，此題匯出為問答題，由教師評分（用 --format moodle-xml 可逐空自動評分）。
export-weights-moved = { $id }：部分得分比例已調整為 Moodle 允許的最接近數值。
grade-header-name = 姓名
grade-header-version = 版本
grade-header-score = 得分
grade-header-percent = 得分率
grade-header-right = 答對
grade-header-item = 題目
grade-header-answered = 作答人數
grade-header-share = 正確率
grade-header-top = 高分組
grade-header-bottom = 低分組
grade-mean = 共 { $students } 名學生，平均分數 { $mean }。
grade-analysis = 試題分析（高分組與低分組各 { $group } 人）：
grade-no-strong-miss = 沒有高分學生普遍答錯的題。
grade-strong-miss = 高分學生答錯的題（請檢查題目或教學）：
grade-strong-miss-item = 高分組正確率 { $top }，低分組 { $bottom }
grade-unreadable = 無法辨識的答案（以錯誤計分；請修改 CSV 後重新評分）：
grade-unreadable-item = { $name }，第 { $number } 題（{ $id }）：「{ $answer }」
