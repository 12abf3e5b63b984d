# issue 16
grade-short-row = 注意：第 { $line } 行（{ $name }）只有 { $answers } 個答案，該卷有 { $items } 題；請檢查是否錯欄。
grade-header-question = 題目內容
grade-header-total = 滿分
grade-report-head = { $name }（第{ $version }卷）：得分 { $score }/{ $total }
grade-report-all-right = 全部答對。
grade-report-item = 第{ $number }題（{ $points }分）
grade-report-answer = 你的答案：{ $answer }
grade-report-key = 正確答案：{ $key }
grade-report-blank = （未作答）
grade-report-unreadable = { $answer }（無法辨識）
grade-csv-written = 成績已寫入 { $file }。
grade-reports-written = 已將 { $count } 份學生成績單寫入 { $dir }。
sheet-meta-student = 第{ $version }卷　共 { $count } 題　滿分 { $points } 分
sheet-page-footer = 第{ $page }頁 共{ $pages }頁 · 第{ $version }卷
sheet-can = 能
sheet-cannot = 不能
sheet-can-hint = （填「能」或「不能」）
sheet-instructions-board = 問「能否下在某點」的題，在括號內填「能」或「不能」；其餘各題按題目要求在橫線上填寫數字或結果。
sheet-card = 答案卡
sheet-card-instructions = 選擇題、是非題圈出所選的字母或符號；其餘各題把答案寫在方框內，每個空一個方框。
sheet-card-score = 得分：________
sheet-card-open = （教師評分）
sheet-grid-key = { $title }　答案速查表
ruling-note-late-has-no-effect = 按1988年規則 --late 不起作用：條文未規定提出要求的時限，遲提出的也照此判罰。
ruling-note-second-warning-loses = 本局如再受一次警告即判負。
ruling-note-correction-unstated = 條文只說允許改正，沒有說怎樣改正（重新開局，還是交換棋子顏色接著下），也沒有說鐘上已用的時間怎樣處理：請裁判長決定，並在繼續對局前告知雙方。
ruling-stated-ko-forbidden = 條文規定：單劫被提後，不得立即回提。
ruling-stated-forbidden-point = 條文規定：下子後本方無氣、又不能提取對方棋子的點，是該方的禁著點，不得在此下子。
ruling-stated-only-dead-captured = 條文規定：提出盤外的只能是無氣之子，有氣之子不能提。
ruling-stated-scatter-nearest = 最接近的條文是第17條第5款（棋子移位：雙方意見一致則復原；否則由裁判長裁決，可移到合理位置、維持原狀、判和、重賽或雙方判負），條文沒有說它是否也適用於棋局被弄亂。
ruling-stated-warnings-given = 條文規定：連下兩著、悔棋、落子前按鐘各判警告一次（第17條第2、3、4款）。
ruling-stated-deliberate-unstated = 第17條第5款規定了棋子移位怎樣復原，沒有提到故意移子。
nigiri-holder-rank = { $name }握子（段級位較高：{ $rank }對{ $other }）。
nigiri-simulated = 模擬猜先：握子方抓了{ $count }子，猜子方出示{ $shown ->
        [1] 1子猜單
       *[other] 2子猜雙
    }。
standings-second-bye = 注意：{ $name } 輪空 { $count } 次（第 { $rounds } 輪）；一名棋手一般至多輪空一次，請檢查成績檔案或編排。
system-round-robin = 循環制
system-swiss = 積分編排制
standings-at-line = { $file } 第{ $line }行：
standings-system-differs = 注意：{ $at }檔案寫明賽制為{ $stated }，但依 --system 的要求以{ $given }排名。
standings-not-round-robin = 注意：依循環制（預設）排名，但{ $pairs }對棋手中只有{ $met }對相遇過。如為積分編排制比賽，請加 --system swiss，或在成績檔案開頭寫一行「# system: swiss」。
standings-seen-once = 注意：{ $at }「{ $name }」只在一輪中出現，是否為其他棋手姓名的筆誤？（加 --players 棋手名單.csv 可核對每個姓名。）
standings-round-gap = 注意：{ $at }第{ $round }輪接在第{ $previous }輪之後，輪次是否寫錯？
pair-stated-round-robin = 注意：{ $at }檔案寫明賽制為循環制；rules pair 編排的是積分編排制的下一輪。
pair-third-colour = 注意：{ $name } 將連續第三次執同一顏色：不重複對手的編排都無法避免。
pairing-title = 第{ $round }輪對陣
pairing-header-board = 桌次
pairing-header-black = 黑方
pairing-header-white = 白方
pairing-bye = 輪空：{ $name }
result-points-black-wins = 黑勝{ $points }目
result-points-black-loses = 黑負{ $points }目
komi-points-amount = { $points }目
komi-stones-used = 注意：--komi 以子為單位，本次按貼{ $komi }計算。
komi-draw-line = 黑方{ $threshold }子為和。
komi-how-points = 如要貼{ $given }目，請寫 --komi-points { $given }（或 --komi { $half }）。
clock-system-fischer = 加秒制（費雪）：基本用時{ $main }，每手加{ $increment }
clock-col-left = 剩餘用時
# end of issue 16

## 計算勝負

result-black-wins = 黑勝{ $margin }子
result-black-loses = 黑負{ $margin }子
result-draw = 和棋
result-tie-to-black = 黑勝（按此規則，和局判黑勝）

## 數子

count-rules = 規則：{ $rules }，貼{ $komi }
count-handicap = 讓{ $stones }子，黑方還{ $back }子
count-dead = 提去死子：黑{ $black }子，白{ $white }子
count-area = 黑方：活子{ $black_stones } + 圍住的空點{ $black_territory } + 公共點{ $shared }的一半 = { $black }子；白方{ $white }子
count-threshold = 黑方{ $threshold }子為和
count-territory = 數目法：黑空{ $black_territory }目，提子{ $black_prisoners }；白空{ $white_territory }目，提子{ $white_prisoners }
count-result = 結果：{ $result }
count-found-legend = 判定死子：x、o為死子（提去），b、w為黑方、白方所圍的空點，.為公共點
count-found-seki = 雙活（經讀棋證實，雙方都提不掉）：{ $stones }
count-found-doubt = 未定：{ $stones }（{ $reason }；{ $counted }）。須與雙方確認，按中國規則可續弈解決。
count-found-counted-dead = 暫按死子計
count-found-counted-alive = 暫按活棋計
count-doubt-first-move = 誰先下誰有利，死活未定
count-doubt-ko = 死活取決於劫爭，須以劫材決勝
count-doubt-playouts = 模擬對局結果不一，範圍太大無法讀清
count-doubt-seki = 形似雙活，但讀棋未能證實
count-open = 棋局似未終局：邊界仍未封閉，有{ $count }個公共點（{ $points }）。本結果為暫定。
count-range = 結果暫定：視未定棋塊的死活，結果在「{ $black }」與「{ $white }」之間。
count-found-sure = 沒有未定的棋塊：小範圍的對殺與死活經讀棋證實，其餘按模擬對局判定，把握較大；死子仍須裁判與雙方確認。
count-recorded-agrees = 棋譜記載的結果{ $recorded }與本次數子一致。
count-recorded-differs = 注意：棋譜記載{ $recorded }，本次數子卻是{ $counted }。請與雙方核對死子。
count-recorded-resignation = 棋譜記載{ $winner }中盤勝（{ $recorded }）：對局以認輸結束，不以數子定勝負，本次數子僅供參考。
count-recorded-time = 棋譜記載{ $winner }超時勝（{ $recorded }）：對局以超時判負結束，不以數子定勝負，本次數子僅供參考。
count-recorded-forfeit = 棋譜記載{ $winner }不戰勝（{ $recorded }）：對局未以數子定勝負，本次數子僅供參考。
count-recorded-unread = 棋譜記載的結果「{ $recorded }」無法識別，未與本次數子比較。
count-komi-fox-stones = 棋譜的 KM[{ $written }] 是野狐的寫法（中國規則下以百分之一子計），即貼{ $komi }。
count-komi-fox-points = 棋譜的 KM[{ $written }] 是野狐的寫法（以百分之一目計），即貼{ $komi }。
count-komi-stones = 棋譜的 KM[{ $written }] 不是半目的整數倍，按子計，即貼{ $komi }。
count-komi-unreadable = 注意：棋譜的貼子 KM[{ $written }] 不是數，本次按貼{ $used }計算（如需別的貼子，請用 --komi 或 --komi-points）。
count-komi-not-quarters = 注意：棋譜的貼子 KM[{ $written }] 不是1/4子（半目）的整數倍，本次按貼{ $used }計算（如需別的貼子，請用 --komi 或 --komi-points）。
count-komi-off-board = 注意：棋譜的貼子 KM[{ $written }] 即貼{ $komi }，黑方要{ $threshold }子才和，而{ $size }路棋盤只有{ $points }個點，不可能有這樣的貼子。本次按貼{ $used }計算（如需別的貼子，請用 --komi 或 --komi-points）。
count-komi-with-handicap = 注意：棋譜既有讓子（HA[{ $handicap }]，黑方還{ $back }子）又有貼子（KM[{ $written }]，貼{ $komi }），本次數子兩者都算：黑方{ $threshold }子為和。中國規則的讓子棋不貼子；如本局沒有貼子，請加 --komi 0 再數。

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
ruling-head-no-article = { $irregularity }（{ $rules }）
ruling-decisions = 判罰：{ $decisions }。
ruling-options = 裁判長可選擇：{ $options }。
ruling-unverified = 未查到{ $rules }對此的處罰條文。
ruling-precedent = 按先例（{ $rules }{ $article }）：{ $decisions }。
ruling-precedent-none = 也沒有相關條文
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
decision-colours-corrected = 予以糾正，雙方改執大會原定的顏色
decision-colours-stand = 不再糾正，本局按現執的顏色下完，計時照常；以後各輪仍按大會原定的先後手編排
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
nigiri-holder-age = { $name }握子（段級位相同，年長者握子）。
nigiri-holder-undecided = 段級位、年齡均相同：規則未規定由誰握子，由裁判決定。

## Answers

answer-true = 對
answer-false = 錯

## 計時

clock-system-byoyomi = 讀秒制：基本用時{ $main }，保留讀秒{ $periods }次，每次{ $seconds }秒
clock-system-sudden-death = 包乾制：全局用時{ $main }
clock-system-moves-per-period = 定時限步制：基本用時{ $main }，之後每{ $period }須下{ $moves }手，節省的時間累計到下一時段
clock-col-move = 手
clock-col-taken = 用時
clock-col-main = 剩餘基本用時
clock-col-periods = 剩餘讀秒次數
clock-col-period = 目前時段
clock-col-call = 裁判最後讀秒
clock-period-left = 第{ $period }時段：{ $time }內{ $moves }手
clock-call-seconds = { $seconds ->
        [60] 1分
       *[other] { $seconds }秒
    }
clock-call-periods-left = { $period ->
        [60] 還剩{ $left }分
       *[other] 還剩{ $left }次
    }
clock-lost = 超時判負
clock-lost-at = 第{ $number }手超時判負。
clock-ignored = 之後的{ $count }手不再計時：棋局已經超時判負。
clock-late-ignored = 給出的{ $count }手不再計時。
clock-late-forfeit = 遲到{ $late }，超過{ $limit }的時限：判負（2002年規則第22條第1、2款），不再計時。
clock-late-deducted = 遲到{ $late }（未超過{ $limit }的時限）：從基本用時中加倍扣除，扣{ $deducted }（2002年規則第22條第1、2款）。
clock-late-main-gone = 基本用時只有{ $main }，已全部扣完，一開始就進入讀秒（或第一時段）；超出的部分怎樣處理條文未說，本程式不再扣讀秒次數或時段的時間。
clock-late-main-gone-lost = 基本用時只有{ $main }，已全部扣完：超時判負（本程式的讀法：鐘上沒有時間即負）。
clock-late-absent = 遲到{ $late }（未超過{ $limit }的時限）：沒有基本用時，缺席期間按時讀秒（2002年規則第22條第4款），不加倍，並接續到第1手。
clock-late-absent-lost = 遲到{ $late }：沒有基本用時，缺席期間讀秒已讀完，判負（2002年規則第22條第4款）。
clock-late-source = 注意：第22條的文字取自轉載，未與規則原本核對；遲到的時限和扣時辦法以競賽規程為準（判負時限現為{ $limit }，可用 --late-limit 改，如賽場與住地分開時寫 1h）。

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
post-written = 表格已寫入 { $file }。
standings-header-number = 序號
crosstable-round = 第{ $round }輪
crosstable-black = 黑
crosstable-white = 白
crosstable-bye = 輪空
crosstable-withdrawn = 退賽
crosstable-forfeit = 棄
crosstable-legend-swiss = 各輪一格：對手{ $by ->
        [number] 序號
       *[rank] 名次
    }、所執顏色（黑、白）與結果（+ 勝，= 和，- 負）；棄：棄權局；退賽：已退賽；—：該輪無對局。
crosstable-legend-round-robin = 每格：本列棋手對該欄{ $by ->
        [number] 序號
       *[rank] 名次
    }棋手所執顏色（黑、白）與結果（+ 勝，= 和，- 負）；棄：棄權局。
crosstable-left-out = 交叉表有 { $cells } 格，過大，未列出。
standings-order = 排名依據：{ $criteria }；共 { $rounds } 輪
teams-header-team = 隊名
teams-header-matches = 場次
teams-match-points = 場分
teams-board-points = 局分
teams-header-board = 第{ $board }台
teams-order = 排名依據：場分 → 局分 → 直勝（同分各隊之間所勝局數） → 各台勝率（從第1台起）；共 { $rounds } 輪，每場 { $boards } 台
teams-still-tied = 名次相同的隊以上各項全部相等；如須分出先後，依競賽規程加賽或抽籤。
teams-players-title = 棋手台次成績（各台一欄為「勝局/局數」）

## 訓練

drill-count-area = 數一數這盤終局的{$size}路棋（死子以小寫x、o標出）。黑方共多少子？
drill-count-result = 數一數這盤終局的{$size}路棋（死子以小寫x、o標出），黑貼3又3/4子（2002年規則）。結果如何？
drill-game-count-only = --game 只用於數子練習：drill count --game 棋譜.sgf
drill-ruling-which = 逐手觀看這盤棋，在第一個違規的著法處停下。
drill-ruling-which-ruling = 第{ $number }手（{ $point }）違規。按2002年規則應如何判罰？
drill-clock = 讀秒：保留{ $periods }次、每次60秒，基本用時已用完。棋手各手用時為{ $times }。還剩幾次讀秒？
drill-standings = 四人單循環（{"A > B"}表示A勝B，{"="}表示和棋）：{ $games }。誰獲得第一名（先比積分，再比小分）？
drill-pairing = 積分編排制比賽已賽{ $played }輪，請編排第{ $round }輪。棋手按積分排列，同分按種子順序；序號即名次，對手後的括號裡是其序號：
drill-pairing-row = { $number }. { $name }  { $score }分  { $games }
drill-pairing-row-withdrawn = { $number }. { $name }  { $score }分  { $games }（第{ $after }輪後退賽）
drill-pairing-game = 第{ $round }輪{ $colour ->
    [black] 執黑
   *[white] 執白
}{ $won ->
    [yes] 勝
   *[no] 負
}{ $opponent }
drill-pairing-game-bye = 第{ $round }輪輪空
drill-pairing-ask = 逐台寫出對陣，黑方在前：如「1-5；6-2」或「1：李明-王芳」，也可每台一行；姓名或序號均可。有輪空寫「輪空 7」。
drill-pairing-source = 積分編排規則（docs/referee.zh-CN.md「編排下一輪」）

## 練習

quiz-time-taken = 已用{ $time }
quiz-record-head = 全局棋譜：
figure-notes = 圖上未單獨標出的著法：{ $notes }
figure-note-at = { $number }＝{ $at }
figure-note-pass = 第{ $number }手{ $colour }方虛著
quiz-replay-move = 第{ $number }手：{ $color } { $point }
quiz-replay-hint = Enter：下一手；c：跳到下一次提子；g 42：跳到第42手；s：停，這一手違規
quiz-replay-next = 下一手
quiz-replay-stop = 停：這一手違規
quiz-continue = 下一題
quiz-read-article = 閱讀{ $rules }{ $article }
quiz-replay-capture = 跳到下一次提子
quiz-replay-jump = 跳到第幾手…
quiz-replay-to = 跳到第幾手（寫手數）
quiz-replay-end = 棋譜結束：第幾手違規（寫手數）？
plain-line-too-long = 這一行超過 { $limit }，已捨棄；請重新作答。
quiz-time-left = 剩餘{ $time }
quiz-regulation = 依據：{ $regulation }
quiz-pick-one = 用方向鍵或字母選擇，按 Enter 確認
quiz-pick-true-false = 用方向鍵選擇，或輸入「對」「錯」（t、f），按 Enter 確認
quiz-pick-several = 用空白鍵或字母標出所有正確答案，按 Enter 確認
quiz-hint-choice = 用字母作答
quiz-hint-multiple = 寫出所有正確選項的字母，如A,C
quiz-hint-truefalse = 回答 對 或 錯
quiz-hint-input = 輸入答案
quiz-hint-blanks = 輸入{ $count }個答案，用 | 或逗號隔開
quiz-hint-open = 寫下你的答案後按 Enter
quiz-model-answer = 參考答案：{ $answer }
quiz-self-grade = 答對了嗎？（對/錯）
quiz-self-mark-intro = 交卷了。請對照參考答案，為簡答題自評：
quiz-self-mark-head = ［自評 { $number }/{ $total }］
quiz-not-an-answer = 無法辨識的答案：{ $hint }。
quiz-your-answer = 你的答案：{ $answer }
quiz-say-winner = 請說明誰勝：如「黑勝3/4子」「黑負1又1/4子」「白勝2.5目」，或 W+2.5、B+1.5。
quiz-hint-pairing = 逐台輸入對陣，黑方在前（如 1-5；6-2；輪空 7），或每台一行、空行結束
quiz-pairing-more = 已排{ $placed }人，共{ $total }人：請接著輸入下一台，或輸入空行交卷。
quiz-pairing-not-a-player = 有姓名或序號不在名單上：請用名單上的姓名或序號。
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
quiz-score = 答對：{ $right }/{ $total }題（{ $percent }%）
quiz-no-items = 沒有符合條件的題目。
exam-pass = 結果：通過，得分{ $score }/{ $total }分{ $scaled }
exam-fail = 結果：未通過，得分{ $score }/{ $total }分{ $scaled }
exam-scaled = （百分制{ $hundred }分）
exam-mistakes = 未答對的題：
exam-key = 正確答案：{ $answer }
exam-untitled = 考試
exam-all-items = 試題
exam-cover-rules = 規則：{ $rules }
exam-cover-minutes = { $minutes }分鐘
exam-cover-untimed = 不限時
exam-cover-marks = 時間：{ $time }　滿分：{ $total }分　及格：{ $pass }分
exam-cover-section = { $name }：{ $count }題，每題{ $each }分，共{ $points }分
exam-cover-instructions = 說明：{ $text }
exam-start = 開始作答（隨即開始計時）
exam-not-now = 暫不開始
exam-start-plain = 按 Enter 鍵開始，隨即開始計時；輸入 q 離開
exam-ended = 考試結束。用時{ $used }{ $limit }
exam-ended-stopped = 考試中途停止：未答的題按錯誤計。用時{ $used }{ $limit }
exam-ended-time-up = 時間到：未答的題按錯誤計。用時{ $used }{ $limit }
exam-time-limit = （限時{ $minutes }分鐘）
exam-score = 得分：{ $score }/{ $total }分{ $scaled }，及格{ $pass }分：{ $passed ->
        [yes] 通過
       *[no] 未通過
    }
exam-by-section = 各部分得分：
exam-by-topic = 各主題得分：
exam-section-score = { $name }：答對{ $right }/{ $count }題，得{ $score }/{ $total }分
exam-missed-wrong = 第{ $number }題（{ $points }分）：答錯
exam-missed-blank = 第{ $number }題（{ $points }分）：未作答
quiz-item-points = { $points }分
review-nothing = 暫無需要複習的錯題。
history-empty = 還沒有練習紀錄。
history-session = { $date }  { $mode }：{ $score }/{ $total } 分（答對 { $right }/{ $answered }）
history-session-items = { $date }  { $mode }：答對 { $right }/{ $answered } 題（{ $percent }%）
history-session-exam = { $date }  { $mode }{ $title }：{ $score }/{ $total } 分，{ $passed ->
        [yes] 通過
       *[no] 未通過
    }（及格 { $pass } 分；答對 { $right }/{ $answered } 題）
history-exam-title = 《{ $title }》
history-by-topic = 按主題：
history-by-article = 按條款：
history-accuracy = { $right }/{ $total }（{ $percent }%）
history-no-topic = （未分主題）
history-no-article = （未引條款）
history-due = 待複習：{ $count }
history-reset-confirm = 清空使用者「{ $profile }」的練習紀錄（{ $path }）？舊檔案會改名保留在旁邊。輸入 是 或 y 確認：{" "}
history-reset-cancelled = 沒有清空任何紀錄。
history-reset-done = 使用者「{ $profile }」的練習紀錄已清空；舊紀錄保留為 { $path }（改回原名即可復原）。
history-reset-nothing = 使用者「{ $profile }」沒有練習紀錄，無需清空。
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
sheet-also-accepted = （亦可答：{ $answers }）
sheet-model-answer = 參考答案：{ $answer }
sheet-fewer = 符合篩選條件的只有 { $found } 道題，試卷全部採用（不足 { $count } 道）。
sheet-replaced = 已取代 { $dir } 中上次產生的試卷：刪除了其中 { $count } 個本次沒有的檔案（其他檔案未動）。
sheet-written = 已將 { $versions } 份試卷（每份 { $items } 題，滿分 { $points } 分，亂數種子 { $seed }）寫入 { $dir }：
sheet-one-file = { $file } 依序收有{ $who ->
        [student] 每名學生
       *[version] 每一卷
    }的{ $parts ->
        [sheet] 試卷
        [sheet-card] 試卷和答案卡
        [sheet-key] 試卷和參考答案
       *[all] 試卷、答案卡和參考答案
    }，每一部分都從新的一頁開始：全班只需列印這一個檔案。
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
worked-head = 解答過程：
worked-count-legend = 圖中：x、o為死子，b為黑方圍住的空點，w為白方圍住的空點，.為公共點（雙方各得一半）。
worked-why-double-move = 雙方應輪流下子（第2條），{ $color }卻在{ $point }又下一手：同一方連下兩著。
worked-why-ko-retake = { $point }的劫剛被對方提過，{ $color }立即回提。單劫須隔一手（先在別處下一手）才能回提（第20條第1款）。
worked-why-forbidden-point = { $color }子下在{ $point }後自身無氣，又提不掉對方的子：這是禁著點（第5條）。
worked-why-repetition = { $color }下{ $point }後，全局重現了先前出現過的局面，且輪到同一方行棋（第6條、第20條第3款）。
quiz-practice-cited = （所述為現行做法，非規則條文）
quiz-practice = 來源：現行做法（非規則條文）
quiz-source = 依據：{ $rules }{ $article }
worked-irregular-move = 第{ $number }手（{ $color } { $point }）：{ $irregularity }
quiz-answered-of = 共{ $total }題，已答{ $answered }題；得分只計已答的題。
lang-unknown = 未知的語言「{ $lang }」：請用 --lang en、zh-CN 或 zh-TW（也可寫 cn、zh、tw、zh-Hans、zh-Hant）
err-read = 無法讀取 { $path }：{ $cause }
err-write = 無法寫入 { $path }：{ $cause }
err-too-large = { $path } 超過 { $limit }，這類檔案 weiqi-quiz 最多讀這麼大；請確認檔案沒有選錯
err-not-utf8 = { $path } 不是 UTF-8 文字（第{ $offset }位元組處出錯）；請另存為 UTF-8
err-io-not-found = 找不到該檔案或資料夾
err-io-permission = 沒有權限
err-io-is-directory = 這是資料夾，不是檔案
err-io-not-directory = 路徑中有一段不是資料夾
err-io-exists = 已經存在
err-io-read-only = 檔案系統唯讀
err-io-full = 磁碟已滿
err-io-invalid-data = 資料無法讀取
err-time-index = 第{ $index }個時間：{ $cause }
err-time-empty = 沒有給出時間（可寫 45s、1m15s、2:10 或 2分10秒）
err-time-negative = 「{ $text }」是負數：時間不能為負
err-time-invalid = 「{ $text }」不是時間（可寫 45s、75、1m15s、2:10、2分10秒、90m、1h30m 或 1:30:00）
err-time-too-long = 「{ $text }」太長
err-time-no-unit = 「{ $text }」沒有單位：請寫 { $text }m（{ $text }分鐘）或 { $text }s（{ $text }秒）；也可寫 1h30m、1:30:00、60分鐘、1小時
err-time-ambiguous-colon = 「{ $text }」可能是時:分，也可能是分:秒：請寫 1h30m 或 1m30s，或寫全時:分:秒（如 1:30:00）
duration-h = { $h }小時
duration-h-m = { $h }小時{ $m }分鐘
duration-h-m-s = { $h }小時{ $m }分{ $s }秒
duration-h-s = { $h }小時{ $s }秒
duration-m = { $m }分鐘
duration-m-s = { $m }分{ $s }秒
duration-s = { $s }秒
err-vertex = 「{ $text }」不是{ $size }路棋盤上的點（字母A–Z，不用I，加行號1–{ $size }；或 pass）
err-count-area = 黑方{ $area }子在{ $size }路棋盤上不可能（應在0到{ $points }之間，以1/2為單位）
err-count-no-dead = 死子 { $vertex }：該點上沒有棋子
err-without-liberties = { $vertices } 處的棋子沒有氣：實戰中不會出現這樣的局面（請改正棋圖或 SGF 的擺子）
err-clock-no-periods = 讀秒至少要有一次（不讀秒請用包乾制）
err-clock-period = 每次讀秒須為{ $min }到{ $max }之間的整秒數，現為{ $period }
err-clock-no-main-time = 包乾制的基本用時須大於零
err-clock-no-moves = 限著讀秒每段至少要一著
err-clock-empty-period = 限著讀秒每段時間須大於零
err-sgf-syntax = 不是可讀的 SGF 檔案：{ $detail }
err-sgf-syntax-property-name = 屬性名中出現「{ $found }」（屬性名只能由大寫字母組成，如 B、W、KM）
err-sgf-syntax-missing-property-name = 屬性值前缺少屬性名
err-sgf-syntax-unfinished-property-name = 檔案在屬性名中間就結束了
err-sgf-syntax-unfinished-property-value = 屬性值沒有用 `]` 閉合
err-sgf-syntax-tree-start = 此處不能有 `(`
err-sgf-syntax-tree-end = 此處不能有 `)`
err-sgf-syntax-property = 屬性不在節點中（前面缺少 `;`）
err-sgf-syntax-end-of-data = 棋局還沒有用 `)` 閉合，檔案就結束了
err-sgf-syntax-game-type = 無法識別棋類（GM）
err-sgf-syntax-mixed-case-property = 屬性名大小寫混用（舊版 SGF）
err-sgf-syntax-no-game = 沒有棋譜樹：SGF 棋譜應以 `(;` 開頭
err-sgf-syntax-at = 第{ $line }行第{ $column }列，{ $detail }
err-sgf-syntax-character = 此處不能有「{ $found }」
err-sgf-syntax-no-value = 屬性 { $found } 後面沒有 `[…]` 值
err-sgf-syntax-empty-tree = 分支 `()` 是空的，至少要有一個節點
err-sgf-syntax-node-after-variation = 變化分支之後不能再接節點：`)` 之後的著法應放進新的 `(…)`
err-sgf-syntax-after-end = 棋局的 `)` 之後還有內容（「{ $found }」）
err-sgf-syntax-too-many-nodes = 棋譜節點超過20000個，遠多於任何對局紀錄，不予讀取
err-sgf-bad-value = { $property }[{ $value }] 無法識別
err-sgf-empty = 這個 SGF 檔案裡沒有棋局
err-sgf-not-go = 這個 SGF 檔案不是圍棋（GM[{ $game }]）
err-sgf-size = 不支援{ $size }路棋盤（只支援2到25路的方形棋盤）
err-sgf-move-off-board = 第{ $number }手（{ $text }）不在{ $size }路棋盤上
err-sgf-bad-move = 第{ $number }手：{ $property } 的值「{ $value }」無法識別
err-sgf-setup-off-board = 擺子 { $text } 不在{ $size }路棋盤上
err-sgf-handicap = HA[{ $value }] 在{ $size }路棋盤上不是可行的讓子數（0到{ $max }子）
err-sgf-setup-without-liberties = 擺子 { $vertices } 沒有氣：實戰中不會出現這樣的局面（請改正 AB/AW）
err-sgf-two-moves = 第{ $number }手同時有黑棋和白棋的著法
err-sgf-late-setup = 不支援第{ $after }手之後的擺子（AB/AW/AE）：請把局面放在根節點
err-sgf-illegal = 第{ $number }手（{ $color } { $vertex }）不合法：{ $reason }
err-impossible-move = 第{ $number }手（{ $color }）不可能下出：{ $reason }
err-illegal-move = { $color }下在 { $point } 不合法：{ $reason }
err-handicap-too-few = 讓{ $stones }子不成立（至少讓2子）
err-handicap-too-many = { $size }路棋盤上沒有讓{ $stones }子的固定擺法（最多{ $max }子）
err-handicap-no-room = 在{ $size }路棋盤上自由放置{ $stones }子後已無處可下（最多{ $max }子）
err-handicap-board-not-empty = 讓子只能擺在空棋盤上
err-handicap-bad-point = 讓子 { $point } 不在棋盤上或重複
err-illegal-off-board = 不在棋盤上
err-illegal-occupied = 該點已有棋子
err-illegal-suicide = 禁著點（自身無氣又不能提子）
err-illegal-ko = 提劫後立即回提
err-illegal-positional-superko = 全局同形再現（局面超級劫）
err-illegal-situational-superko = 同一方行棋時全局同形再現（情境超級劫）
err-diagram-unexpected = 第{ $line }行第{ $column }欄：不認識「{ $found }」（請用 X、O、. 或小寫字母標記）
err-diagram-ragged = 第{ $line }行有{ $found }個點，但第一行有{ $expected }個
err-diagram-not-square = { $rows }行、每行{ $columns }個點：棋圖必須是方形
err-diagram-size = 不支援{ $size }路棋盤（2到25路）
err-diagram-duplicate-label = 第{ $line }行第{ $column }欄：標記「{ $label }」用了兩次
err-diagram-empty = 棋圖是空的
err-diagram-unexpected-here = 不認識「{ $found }」（請用 X、O、. 或小寫字母標記）
err-diagram-ragged-here = 這一行有{ $found }個點，但第一行有{ $expected }個
err-diagram-duplicate-label-here = 標記「{ $label }」用了兩次
err-sheet-no-instance = 題目 `{ $id }` 產生不出有效的題（請執行 `weiqi-quiz check`）
err-sheet-no-versions = --versions 至少為1
err-sheet-one-file-html = --one-file 只寫一個 HTML 檔案：請用 --format html（預設即是）
err-sheet-empty-roster = { $path }：名單裡沒有學生姓名
err-sheet-not-a-directory = { $path } 不是資料夾；--out 要給一個放試卷的資料夾
err-sheet-not-ours = { $path } 不是 weiqi-quiz sheet 寫的；請選一個空資料夾，或加 --force 取代它
err-no-match = 題庫中沒有符合篩選條件的題目
err-filter-level = 難度「{ $value }」：請寫1到5的難度，或如 2..4 的範圍
err-filter-type = 題型「{ $value }」：應為 fill（填充）、choice（選擇）、truefalse（是非）、calc（計算）、board（棋圖）或 open（問答）
err-filter-order = 順序「{ $value }」：應為 random（隨機）或 bank（題庫順序）
err-store-no-home = 沒有存放練習紀錄的資料夾：請設定 WEIQI_QUIZ_HOME，或加 --no-save 執行
err-store-unwritable = 無法在 { $dir } 儲存練習紀錄（{ $reason }）：請讓它成為可寫的資料夾、把 WEIQI_QUIZ_HOME 設為可寫資料夾，或加 --no-save 執行
err-store-newer = 練習紀錄 { $path } 由更新版本的 weiqi-quiz 寫入（格式 { $found }，本版本只認識 { $known }）：請升級 weiqi-quiz，或把 WEIQI_QUIZ_HOME 設為別的資料夾
err-store-read = 無法讀取練習紀錄 { $path }：{ $cause }
err-store-save = 無法儲存到練習紀錄 { $path }：{ $cause }
err-io-not-directory-itself = 它不是資料夾
err-sqlite-cannot-open = 無法開啟資料庫檔案
err-sqlite-busy = 另一個程式正在使用資料庫，請稍後再試
err-sqlite-damaged = 資料庫已損壞
err-sqlite-io = 磁碟讀寫出錯
err-sqlite-other = 資料庫出錯
err-serve-bind = 無法在 { $addr } 上監聽：{ $cause }（請換一個 --port，或用 --port 0 任選空閒連接埠）
err-serve-stopped = 伺服器停止了：{ $cause }
err-class-missing-item = 測驗中的題目 { $id } 不在題庫中
err-class-no-instance = 題目 { $id } 生成不出有效的題（請執行 `weiqi-quiz check`）
err-class-bad-paper = 資料庫中儲存的測驗無法讀取（可能來自其他版本的 weiqi-quiz）
note-database-kept-aside = 練習紀錄資料庫 { $path } 已損壞；已另存為 { $aside }，並重新開始紀錄
note-legacy-unreadable = 無法讀取舊的練習紀錄 { $path }（{ $cause }）；這次沒有匯入，下次再試
note-legacy-kept-aside = 舊的練習紀錄檔案 { $path } 已損壞，無法匯入；已另存為 { $aside }，並重新開始紀錄
note-legacy-left = 舊的練習紀錄檔案 { $path } 已損壞，無法匯入，也無法移開（{ $cause }）；保持原樣
note-imported = 已從 { $from } 匯入 { $sessions } 次練習（{ $answers } 個答案）到 { $into }；舊檔案保持原樣
err-profile = 使用者名稱「{ $name }」：請用1到64個字母、數字、- 或 _（可用漢字）
err-stones = 「{ $text }」不是以1/4子為單位的子數（可寫 3.75、3¾、3 3/4、3又3/4 或 15/4）
err-unknown-rules = 未知的規則「{ $name }」（可選：{ $names }）
err-unknown-system = 未知的賽制「{ $name }」（請用 round-robin 循環賽或 swiss 積分編排制）
err-unknown-tiebreak = 未知的名次區分方法「{ $name }」（可用 score、sos、sb、progressive、warnings、direct、total-theoretical 或 total-actual）
err-grade-json = 不是 weiqi-quiz 的答案檔案：{ $detail }
err-grade-format = 答案檔案格式「{ $found }」與本版本不同（由其他版本的 weiqi-quiz 產生）
err-grade-bad-key = 第{ $version }卷第{ $number }題：{ $message }
err-key-points = 分值 { $value } 不可能（應為0或以上，以1/4為單位：0.25、1、1.5……）
err-key-right-option = 正確選項「{ $value }」不在選項之中
err-key-no-right-option = 選擇題沒有正確選項
err-key-no-blanks = 填空題沒有空
err-key-not-a-number = 「{ $value }」不是數
err-key-not-a-colour = 「{ $value }」既不是黑也不是白
err-grade-unknown-version = 第{ $line }行：答案檔案中沒有「{ $version }」卷（只有 { $known }）
err-grade-no-version = 第{ $line }行：沒有寫卷號，「{ $name }」也沒有列印過試卷
err-grade-too-many = 第{ $line }行：有{ $found }個答案，但第{ $version }卷只有{ $items }題
err-grade-no-students = 答卷檔案中沒有學生
err-bank-problems = （題庫中有{ $count }個問題；執行 `weiqi-quiz check` 查看全部）
err-reset-no-save = history --reset 會改動練習紀錄，不能與 --no-save 同用
err-reset-no-terminal = history --reset：沒有終端機可以確認；要清除使用者「{ $profile }」的練習紀錄，請加 --yes
tag-results = 勝負計算
tag-ko = 劫
tag-tournament = 競賽編排
tag-komi = 貼子
tag-forbidden-point = 禁著點
tag-counting = 數子
tag-small-boards = 小棋盤
tag-rule-sets = 其他規則
tag-time-control = 用時
tag-repetition = 全局同形
tag-irregularities = 違規處理
tag-captures = 提子
tag-liberties = 氣
tag-seed-paper = 樣卷
tag-tie-breaks = 同分比序
tag-round-robin = 循環賽
tag-end-of-game = 終局
tag-swiss = 積分編排制
tag-suicide = 自殺
tag-seki = 雙活
tag-equipment = 器材
tag-moves = 著法
tag-life-death = 死活
tag-handicap = 讓子
tag-byoyomi = 讀秒
tag-nigiri = 猜先
tag-warnings = 警告
tag-superko = 全局同形禁止
tag-sudden-death = 包乾制
tag-pass = 虛著
tag-team = 團體賽
tag-triple-ko = 三劫循環
tag-snapback = 倒撲
tag-rule-versions = 規則版本
tag-misconception = 常見誤解
tag-scoring = 計分
tag-rulings = 裁決
mode-practice = 練習
mode-exam = 考試
mode-drill = 裁判訓練
mode-review = 複習
list-separator = ，
replay-player = { $color }方：{ $name }
replay-captures = 提{ $count }子
replay-suicide = 自殺{ $count }子
replay-illegal = 違規：{ $reason }（未落子）
replay-irregular-mark = 違規（見下）
replay-all-legal = 共{ $moves }手，全部合法
replay-some-illegal = 共{ $moves }手，其中{ $count }手違規：第{ $list }手
replay-captures-total = 提子：黑{ $black }子，白{ $white }子
stats-questions = 共{ $count }題
stats-by-type = 按題型：
stats-by-rules = 按規則：
stats-by-article = 按條款：
stats-by-tag = 按主題：
stats-name-code = { $name }（{ $code }）
list-regulation = 規程
list-tag-unknown = （不在標籤表中）
check-clean = { $files }個檔案共{ $questions }題（{ $counts }）：未發現問題
check-and-warnings = ，{ $warnings }個警告
check-problems = 發現{ $errors }個問題{ $warnings ->
        [0] {""}
       *[other] 、{ $warnings }個警告
    }（讀入{ $questions }題）
kind-fill = 填充題
kind-choice = 選擇題
kind-truefalse = 是非題
kind-calc = 計算題
kind-board = 棋圖題
kind-open = 簡答題
err-clock-fischer-no-main-time = 費雪加秒制的基本用時須大於零
err-clock-no-increment = 費雪加秒制每手加秒須大於零（不加秒請用包乾制）
err-ruling-what = 請給出違規類型，或用 --game 給出棋譜
err-player-both = --player：要麼兩位棋手都給，要麼都不給
err-player-form = --player 「{ $text }」：應寫作 姓名:段級位:年齡，如 李:5d:34
err-player-number = --player 「{ $text }」：{ $what }「{ $value }」不是整數
err-player-rank = --player 「{ $text }」：「{ $rank }」不是段級位（如 5d、5、3k、5p、3級、職業5段）
player-age = 年齡
err-clock-needs-increment = fischer 加秒制需要 --increment（如 30s）
err-clock-needs-moves-per-period = moves-per-period 定時限步制需要 --moves-per-period
err-clock-needs-period = moves-per-period 定時限步制需要 --period（如 10m）
err-clock-not-for-byoyomi = { $option } 不適用於讀秒制（byoyomi）：讀秒制用 --main、--periods、--period；各種計時方式都可加 --late、--late-limit
err-clock-not-for-sudden-death = { $option } 不適用於包乾制（sudden-death）：包乾制只用 --main；各種計時方式都可加 --late、--late-limit
err-clock-not-for-moves-per-period = { $option } 不適用於定時限步制（moves-per-period）：定時限步制用 --main、--moves-per-period、--period；各種計時方式都可加 --late、--late-limit
err-clock-not-for-fischer = { $option } 不適用於加秒制（fischer）：加秒制用 --main、--increment；各種計時方式都可加 --late、--late-limit
err-clock-late-limit-alone = --late-limit 要和 --late 一起用（如 --late 10m --late-limit 1h）
err-stdin = 無法讀取標準輸入
err-nigiri-shown = 猜先方出示1子（猜單）或2子（猜雙），不能是{ $shown }
err-nigiri-no-stones = 握子方至少要握一子
err-nigiri-rank = 「{ $rank }」不是段級位：級位寫 3k（1k–30k），段位寫 5d 或 5（1d–9d），職業寫 5p（1p–9p）

## serve：課堂伺服器（終端機、學生頁面、教師面板）
serve-students = 學生開啟：{ $url }
serve-teacher = 教師（此網址請勿外傳）：{ $url }
serve-resumed = 繼續未關閉的測驗「{ $title }」（已有 { $students } 名學生加入）；答案和登入憑證照常有效。用 --new 另開新測驗。
serve-started = 共 { $count } 道題，{ $mode }。按 Ctrl-C 停止：每個答案提交時即已儲存。
serve-mode-self-paced = 自訂進度
serve-mode-live = 課堂同步（由教師在面板上逐題推進）
serve-open-left-out = 已略去 { $count } 道簡答題：它們需要教師評分。
serve-no-items = 沒有符合篩選條件的題目（課堂測驗不含簡答題）。
serve-title-default = 課堂測驗
serve-join-prompt = 你的姓名
serve-join-button = 加入
serve-question-of = 第 { $number } 題，共 { $of } 題
serve-time-left = 剩餘時間 { $time }
serve-submit = 提交
serve-skip = 跳過
serve-blank = 第 { $number } 空
serve-choose-several = 選出所有正確選項，然後提交。
serve-waiting = 等待老師出示下一題……
serve-done = 已完成
serve-closed-note = 老師已結束本次測驗。
serve-time-up = 時間到。
serve-score = 你的得分：{ $score } / { $total } 分（答對 { $right } / { $of } 題）。
serve-mistakes = 你的錯題
serve-no-mistakes = 全部正確，做得好！
serve-your-answer = 你的答案：{ $answer }
serve-no-answer = 未作答。
serve-right-answer = 正確答案：{ $answer }
serve-error-token = 你還沒有加入本次測驗（或測驗已更換）：請輸入姓名加入。
serve-error-teacher = 此頁面需要伺服器印出的教師網址（含權杖）。
serve-error-name = 請輸入姓名（最多 60 個字）。
serve-error-body = 請求過大，或不是有效的 JSON。
serve-error-closed = 測驗已結束，不能再作答。
serve-error-full = 人數已滿。
serve-error-already = 這道題已經作答，答案不可更改。
serve-error-number = 這不是目前要回答的題。
serve-error-unreadable = 這不是本題的答案，請重新輸入（每個空都要填）。
serve-error-not-done = 老師結束測驗後才能查看答案和錯題回顧。
serve-error-save = 伺服器未能儲存，請重試。
serve-error-network = 無法連線老師的電腦，正在重試……
serve-error-not-found = 沒有這個頁面或介面。
serve-screen-keys = Enter 或空白鍵：公布答案，再按出示下一題
serve-screen-closed = 測驗結束，謝謝大家！
serve-screen-points = { $points } 分
serve-screen-leaders = 前五名
serve-screen-answer = 正確答案：{ $answer }
serve-screen-time-up = 時間到！
serve-screen-answered = 已作答 { $answered } / { $count } 人
serve-screen-finished = 已完成 { $finished } / { $count } 人
serve-screen-joined = 已加入 { $count } 人
serve-screen-join = 掃描 QR 碼或開啟網址加入
serve-dash-approve = 核准
serve-dash-request = { $name }（已等 { $seconds } 秒）
serve-dash-requests = 請求換裝置繼續作答
serve-dash-absent = 未到 { $count } 人：
serve-dash-seconds-left = 剩餘 { $seconds } 秒
serve-dash-hidden-until-reveal = 公布答案前不標出正確答案，可以放心投影。
serve-dash-revealed = （答案已公布）
serve-dash-reveal = 公布答案
serve-dash-open-screen = 開啟投影畫面
serve-error-nothing-to-reveal = 現在沒有可公布答案的題目：課堂同步時請先出示一道題。
serve-error-too-late = 這道題的作答時間已過（或老師已公布答案）。
serve-error-request-gone = 這個請求已失效（超過10分鐘或已處理）：請重新輸入姓名。
serve-error-joining = 有人正在用這個名字加入，請稍後再試。
serve-error-not-on-roster = 名單上沒有這個名字：請從清單中選出你的姓名，或請老師核對名單。
serve-error-slow-down = 加入請求太頻繁，請稍等片刻再試。
serve-error-json = 請求須為 JSON（Content-Type: application/json）。
serve-error-origin = 只接受本測驗頁面送出的請求。
serve-error-too-large = 請求過大。
serve-mark-unreadable = 無法辨識
serve-mark-blank = 未答
serve-mark-wrong = 錯
serve-mark-right = 對
serve-csv-mark = 第{ $number }題評分
serve-csv-answer = 第{ $number }題答案（{ $id }）
serve-outcome-none = 未作答，正確答案：{ $key }
serve-outcome-wrong = ✗ 答錯了，正確答案：{ $key }
serve-outcome-right = ✓ 答對了，正確答案：{ $key }
serve-review-later = 答案已全部送出。老師結束測驗後，這裡會顯示你的得分和錯題回顧。
serve-joined-as = 已加入：{ $name }
serve-join-waiting-approval = 等待老師核准……
serve-join-ask-teacher = 這個名字已在另一台裝置上加入。請告訴老師：老師在面板上核准後，你就在這裡接著作答。
serve-name-suffix = { $name }（{ $number }）
serve-live-only = --seconds 和 --no-leaderboard 只用於課堂同步（--mode live）。
serve-screen = 投影畫面（此網址請勿外傳）：{ $url }
err-serve-busy = 另一個 serve 正在使用資料庫 { $db }：請先停止它，或用 --db 指定另一個檔案。
err-serve-port-busy = 連接埠 { $port } 已被占用（也許另一個 serve 正在執行）：先停止它，換一個 --port，或用 --port 0 任選空閒的連接埠。
serve-dash-title = 教師面板
serve-dash-students-open = 學生開啟
serve-dash-items = 題目
serve-dash-joined = 已加入 { $count } 人
serve-dash-none = 還沒有學生加入。
serve-dash-name = 姓名
serve-dash-progress = 已答
serve-dash-score = 答對
serve-dash-points = 得分
serve-dash-item = 題目
serve-dash-answered = 作答人數
serve-dash-share = 正確率
serve-dash-start = 出示第一題
serve-dash-next = 出示下一題
serve-dash-finish = 結束測驗
serve-dash-current = 全班正在做第 { $number } 題，共 { $of } 題。
serve-dash-not-started = 全班等待第一題。
serve-dash-distribution = 第 { $number } 題的答案分布
serve-dash-close = 結束測驗
serve-dash-close-confirm = 結束測驗？學生將不能再作答，並會看到自己的成績。
serve-dash-closed = 測驗已結束。
serve-dash-results = 成績
serve-dash-analysis = 題目分析
serve-dash-top = 高分組
serve-dash-bottom = 低分組
serve-dash-strong-miss = 高分學生答錯
serve-dash-mode-live = 課堂同步：由你逐題推進
serve-dash-mode-self-paced = 自訂進度：每名學生按自己的速度作答
serve-dash-minutes = 每人 { $minutes } 分鐘
serve-dash-download-json = 下載成績資料（供其他程式讀取）
serve-dash-download-csv = 下載成績表（用試算表開啟）
err-paper-unknown = 沒有名為「{ $name }」的試卷（內建：{ $known }）；也可給出試卷檔案（.toml）
err-paper-invalid = 試卷 { $name }：{ $message }
err-paper-no-items = 有一節一道題也不要（count = 0）
err-paper-no-sections = 沒有 [[section]]：試卷至少要有一節
err-unknown-id = 題庫中沒有編號為 `{ $id }` 的題目（`weiqi-quiz list` 列出全部編號）
err-unknown-id-near = 題庫中沒有編號為 `{ $id }` 的題目；是不是 `{ $near }`？
err-paper-too-few = 試卷 { $name } 第{ $section }部分：題庫中只有{ $found }道符合的題，不夠{ $wanted }道
err-paper-points-sum = 各部分分值合計{ $total }分，不是100分：請給每一部分寫上每題的 `points`，使題數×分值合計為100
err-paper-points-missing = 有的部分寫了 `points`，有的沒寫：要麼每一部分都寫每題分值，要麼都不寫
err-paper-points-value = `points` 和 `pass` 必須是以0.25為單位的正數（如1、1.5、2.25）
err-paper-pass-range = 及格分{ $pass }不在0到試卷總分{ $total }之間
err-input-at = 第{ $line }行第{ $column }欄：{ $problem }
err-input-result = 無法辨識的結果「{ $value }」（可寫 B、W、1-0、0-1、=、draw、B+R、W+T、B+3.5；棄權寫 B+F、W+F 或 0:1 forfeit；雙方判負寫 雙方判負 或 0-0；輪空寫 bye；退賽寫 退賽）
err-input-empty-name = 棋手姓名是空的
err-input-self-play = 「{ $player }」不能與自己對局
err-input-bye-result = 對手是 BYE 的一局，結果須寫 bye，不能是「{ $value }」
err-input-bye-two-players = 結果為 bye（輪空）時對手應為空或 BYE，但兩位棋手都寫了名字
err-input-two-games = 「{ $player }」在第{ $round }輪有第二局（第一局在第{ $line }行）
err-input-rematch = 「{ $first }」與「{ $second }」再次相遇（第一次在第{ $line }行）：積分編排制中同一對手不能遇到兩次
err-input-round = 輪次須為1到{ $max }的整數，不能是「{ $value }」
err-input-warnings = 警告次數須為0到1000的整數，不能是「{ $value }」
err-input-warnings-bye = BYE（輪空）不能有警告
err-input-missing-column = 第一行須為表頭 round,black,white,result（可加 black_warnings,white_warnings）；缺少 { $column } 欄
err-input-duplicate-column = 表頭中「{ $column }」欄出現了兩次
err-input-unknown-column = 不認識的欄「{ $column }」（警告欄為 black_warnings 和 white_warnings）
err-input-missing-field = 缺少 { $field } 一項
err-input-extra-field = 這一行的項數比表頭的欄數多
err-input-unclosed-quote = 這一行有引號沒有閉合
err-input-text-after-quote = 閉合引號後還有多餘的文字
err-input-duplicate-player = 棋手「{ $player }」列了兩次
err-input-played-after-withdrawal = 「{ $player }」已於第{ $round }輪前退賽（第{ $line }行），卻在第{ $game_round }輪有對局
err-input-withdrawal-two-players = 退賽只寫一名棋手，這裡寫了兩名
err-input-withdrawn-twice = 「{ $player }」被寫了兩次退賽
err-input-stated-system = 「# system:」一行中的賽制「{ $value }」無法辨識（寫 swiss 或 round-robin）
err-input-not-on-list = 「{ $player }」不在棋手名單中；請更正姓名，或把該棋手加入名單
err-input-not-on-list-like = 「{ $player }」不在棋手名單中（是否為「{ $like }」的筆誤？）；請更正姓名，或把該棋手加入名單
err-input-missing-from-round = 「{ $player }」在成績第{ $round }輪中沒有對局也沒有輪空；請補上，或在名單的退賽欄寫明其最後一輪
err-input-round-gap = 第{ $round }輪接在第{ $previous }輪之後，中間缺了一輪（輪次寫錯了？）
err-input-strength = 無法辨識的等級分或段位「{ $value }」（等級分寫如 2150，段位寫如 5段、3級、5d、3k）
err-input-mixed-strength = 同一欄中等級分與段位混用（「{ $value }」）；請全部寫等級分，或全部寫段位
err-input-withdrawn = 退賽欄應寫退賽前最後一輪的輪次（0 或正整數），不能是「{ $value }」
err-team-score-needs-teams = 「{ $value }」是團體賽的比賽比分：比賽行的黑方、白方兩欄寫兩個隊名，並用 --teams 隊伍名單.csv（一行 隊名,棋手）列出各隊棋手
err-team-none = 隊伍名單中沒有任何隊（每行寫 隊名,棋手，一行一名棋手）
err-team-empty-name = 缺少隊名（每行寫 隊名,棋手，一行一名棋手）
err-team-two-teams = 「{ $player }」列在「{ $team }」，但已在「{ $first_team }」（第{ $line }行）：一名棋手只能代表一隊
err-team-name-is-player = 「{ $name }」既是隊名又是棋手姓名；請替該隊換個名字
err-team-not-in-team = 「{ $player }」不在隊伍名單的任何隊中；請更正姓名，或在隊伍名單中把該棋手加入其所屬隊伍
err-team-same-team = 「{ $first }」與「{ $second }」同屬「{ $team }」：每一台須由兩隊的棋手對局
err-team-against-player = 「{ $team }」是隊名：比賽行寫兩個隊名，台次行寫兩名棋手
err-team-bye = 團體賽中的輪空（「{ $name }」）尚不能計分：請從成績檔中刪去輪空行
err-team-score = 不認識的比賽比分「{ $value }」（寫各隊勝局數，如 3-1、2.5-1.5；或寫局分，如 6-2）
err-team-no-boards = 第{ $round }輪「{ $first }」對「{ $second }」的比賽沒有各台成績：請在比賽行之後寫出每一台的對局
err-team-score-mismatch = 這場比賽寫的是{ $stated }，但它的{ $boards }台成績合計為{ $counted }：請更正比分或各台成績
err-team-two-matches = 「{ $team }」在第{ $round }輪有第二場比賽（第一場在第{ $line }行）
err-team-board-twice = 這場比賽的第{ $board }台已在第{ $line }行
err-team-board = 台次須為1到{ $max }的整數，不能是「{ $value }」
err-pair-no-players = 第{ $round }輪已無棋手可編排（全部退賽）
err-pair-impossible = 第{ $round }輪無法在不重複對手的情況下編排：本次比賽的輪數已達到人數所能容納的上限
err-csv-at = { $path } 第{ $line }行：{ $problem }
err-csv-line = 第{ $line }行：{ $problem }
err-csv-unclosed-quote = 第{ $column }欄：引號中的儲存格沒有閉合
err-csv-text-after-quote = 第{ $column }欄：閉合引號後還有文字（引號內的引號要寫成 ""）

# bank findings
check-warning = 警告
check-directory-unreadable = 無法讀取這個目錄
check-directory-unreadable-because = 無法讀取這個目錄：{ $error }
check-link-outside = 不跟隨指向題庫目錄之外的連結
check-file-unreadable = 無法讀取這個檔案：{ $error }
check-not-a-file = 不是檔案
check-file-too-large = 檔案有 { $bytes } 位元組，作為題庫太大（最多 { $max } 位元組）
check-not-utf8 = 不是 UTF-8 文字（第 { $offset } 位元組處有錯誤位元組）
check-duplicate-id = 題號 `{ $id }` 重複（首次使用在 { $file }:{ $line }）
check-invisible-characters = { $field } 含有 { $characters }：輸出時會去掉這類字元，請刪除
check-answer-no-locale = `answer` 沒有任何語言的答案
check-blanks-mismatch = text.{ $locale } 有 { $blanks } 個空（____），但 { $locale } 的答案列了 { $answers } 個
check-options-no-locale = `options` 沒有任何語言的選項
check-options-count-mismatch = options.{ $locale } 有 { $count } 個選項，而 options.{ $first-locale } 有 { $first-count } 個
check-options-how-many = 選擇題需要 2 到 8 個選項，這裡有 { $count } 個
check-answer-not-an-option = 答案 `{ $answer }` 不在 { $count } 個選項（A 到 { $last }）之中
check-board-unanswerable = 引擎無法解答這道棋盤題：{ $error }
check-verify-error = verify：{ $error }
check-verify-one-key = verify 要求恰好一個正確選項
check-verify-key-wrong = verify：引擎算出 { $right }，但答案所標的 options.{ $locale } 第 { $letter } 項（{ $option }）與此不符
check-verify-also-right = verify：options.{ $locale } 第 { $letter } 項（{ $option }）也表示正確答案 { $right }
check-verify-one-blank = verify 只用於只有一個空的填空題
check-verify-no-answer-right = verify：引擎算出 { $right }，但 answer.{ $locale } 中沒有哪個可接受的答案表示它
check-verify-needs-expect = 是非題的 verify 需要 `expect`：若且唯若引擎結果等於 expect，答案為 true
check-verify-expect-unreadable = verify：`expect = { $expect }` 不是 `{ $kind }` 的一種答案
check-verify-equals-expect = verify：引擎算出 { $right }，與 `expect = { $expect }` 相同，所以答案應為 { $key }
check-verify-differs-from-expect = verify：引擎算出 { $right }，與 `expect = { $expect }` 不同，所以答案應為 { $key }
check-unknown-placeholder = text.{ $locale } 用了 {"{"}{ $name }{"}"}，但它不在 params 中
check-too-many-instances = params 展開後有 { $total } 道題（最多 { $max } 道）
check-impossible-instance = params 給出了不可能的題目（{ $values }）：{ $error }
check-toml-syntax = TOML 語法錯誤：{ $error }
check-unknown-top-level-key = 未知的頂層鍵 `{ $key }`（題庫由若干 [[question]] 表組成）
check-question-not-tables = `question` 必須寫成 [[question]] 表
check-question-not-a-table = 每道題都必須是一個表
check-id-characters = 題號 `{ $id }` 只能使用 a-z、0-9、`.`、`_` 和 `-`
check-missing-id = 缺少欄位 `id`
check-missing-type = 缺少欄位 `type`
check-unknown-type = 未知的題型 `{ $type }`（應為 fill、choice、truefalse、calc、board 或 open）
check-unknown-field = 未知的欄位 `{ $field }`
check-field-of-other-types = { $type } 題不用欄位 `{ $field }`（只有 { $types } 題用它）
check-missing-text = 缺少欄位 `text`（text.zh-CN = "…"）
check-text-no-locale = `text` 沒有任何語言的題面
check-winner-named-boolean = `winner_named` 必須是 true 或 false
check-missing-field = 缺少欄位 `{ $field }`（{ $hint }）
check-unknown-ask = 未知的 ask `{ $ask }`（應為 legal、captures、liberties、count、result、irregular 或 ruling）
check-handicap-range = `handicap` 必須是 0 到 25 的整數
check-board-and-sgf = `board` 和 `sgf` 只能給一個
check-board-no-liberties = board：這些棋子沒有氣：{ $points }
check-sgf = sgf：{ $error }
check-missing-board = 缺少欄位 `board`（文字棋圖）或 `sgf`
check-point-error = `{ $field }`：{ $error }
check-move-form = 著手 `{ $move }` 必須是顏色加點位："B a"、"W D4"、"B pass"
check-board = board 棋圖錯誤：{ $error }
check-not-a-string = `{ $field }` 必須是字串，而不是{ $found }
check-not-strings = `{ $field }` 必須是字串陣列
check-not-a-number = `{ $field }` 必須是以四分之一子計的數（如 3、184.5 或 "3 3/4"）
check-text-needs-locale = `{ $field }` 必須註明語言：{ $field }.zh-CN = "…"，{ $field }.en = "…"
check-text-empty = `{ $field }.{ $locale }` 是空的
check-not-a-locale = `{ $tag }` 不是語言標記（請寫 zh-CN、zh-TW 或 en）
check-unknown-source = 未知的來源 {$name}：陳述現行做法的題目寫 `source = "practice"`，否則不寫這一項
check-dead-drawn-alive = 題文說 { $stones } 是死子，棋圖卻畫成活子：請把每塊死棋的一個子寫進 `dead`
check-citation-form = `explain.{ $locale }` 引作「{ $cited }」：請寫成「第{ $article }條第{ $item }款」
check-citation-other = `explain.{ $locale }` 最先引用的條文是 { $cited }，而題目的 `article` 是 { $article }：請先引用本題的條文，或改正 `article`
check-stem-names-answer = 英文題幹裡寫出了答案「{ $answer }」：考生從題目就能讀到答案
check-option-implausible = 選項「{ $option }」（`options.{ $locale }`）不像一個會被選的答案：答案是整數，各選項也應是整數，且不小於零
check-true-share = 題庫的 { $count } 道是非題中有 { $true } 道答案為「對」（{ $share }%）：應在40%到60%之間，免得一律答「對」就能多得分
check-sgf-path-outside = `sgf` 寫的是 { $path }：棋譜須直接寫 SGF，或是題庫所在資料夾裡的檔案（不能用絕對路徑或 `..`）
check-sgf-unreadable = 讀不了棋譜 { $path }（相對題庫檔案所在的資料夾）：{ $error }
check-captured-still-there = 題文說 { $stones } 的子被提掉，但下完 `moves` 後那裡仍有棋子：請核對著法和題文所說的點
check-level-range = `level` 必須是 1 到 5 的整數
check-points-range = `points` 必須大於 0 且不超過 100
check-verify-not-a-table = `verify` 必須是表：verify = {"{"} calc = "result", black = 183 {"}"}
check-verify-needs-calc = `verify` 需要 `calc = "…"`
check-not-a-parameter = `{ $field }` 不是 `{ $calc }` 的參數（它的參數是 { $known }）
check-fill-answer-form = 填空題答案要註明語言，並列出每個空可接受的答案：answer.zh-CN = [["气"], ["天元", "天元点"]]
check-fill-answer-lists = `{ $field }` 必須是列表的列表：[["…"], ["…"]]
check-fill-blank-empty = `{ $field }` 中有一個空沒有可接受的答案
check-unit-missing = 第{ $blank }空的答案是數：請用 `unit = "…"` 寫明單位（{ $names }；手數、輪數、氣數等純數用 count），這樣單位寫錯的答案才會判錯並說明原因
check-unit-unknown = 不認識的單位「{ $unit }」：請寫 { $names } 之一
check-unit-count = { $blanks }個空寫了{ $units }個單位：要麼寫一個（所有空通用），要麼每空一個
check-unit-contradicts = `{ $field }` 中的答案「{ $answer }」的單位不是本題 `unit` 規定的 { $unit }
check-options-need-locale = `options` 必須註明語言：options.zh-CN = ["…"]
check-choice-answer-form = 選擇題答案是一個字母（"B"）或字母列表（["A", "C"]）
check-answer-not-a-letter = 答案 `{ $answer }` 不是大寫字母
check-shuffle-boolean = `shuffle` 必須是 true 或 false
check-truefalse-answer-form = 是非題答案是 `true` 或 `false`（不加引號）
check-params-not-a-table = `params` 必須是表：params.black = 183
check-missing-param = 缺少 `params.{ $param }`（`{ $calc }` 需要它）
check-one-of-not-a-list = `params.{ $param }.one_of` 必須是列表
check-one-of-empty = `params.{ $param }.one_of` 是空的
check-param-form = `params.{ $param }` 必須是一個值、{"{"} from = …, to = …, step = … {"}"} 或 {"{"} one_of = […] {"}"}
check-param-range = `params.{ $param }` 需要 from ≤ to，且 step 大於 0
check-present-values = `present` 必須是 { $allowed }
check-unknown-rules = 未知的規則 { $name }（應為以下之一：{ $names }）
check-unknown-calc = 未知的計算 { $name }（應為以下之一：{ $names }）
check-not-a-colour = 不是顏色：{ $name }（應為 black、white、b 或 w）
check-unknown-field-near = 未知的欄位 `{ $field }`，是不是 `{ $meant }`？
check-unknown-ask-near = 未知的 ask `{ $ask }`，是不是 `{ $meant }`？（應為 legal、captures、liberties、count、result 或 irregular）
check-unknown-calc-near = 未知的計算 { $name }，是不是 `{ $meant }`？（應為以下之一：{ $names }）
check-points-quarters = `points` 是本題的配分，以分計，須為 0.25 的倍數（如 1、0.5 或 2.25）
check-fill-answer-flat = `{ $field }` 直接列了字串，但填充題的答案要為每個空格各列一個可接受答案的列表：{ $field } = { $fixed }
check-unknown-tag = 標籤 `{ $tag }` 不在標籤表中（`weiqi-quiz list --tags` 列出全部）：請改用表中的標籤，或在題庫的 [tags] 表中自訂：[tags] { $tag } = {"{"} zh-CN = "…", en = "…" {"}"}
check-unknown-tag-near = 標籤 `{ $tag }` 不在標籤表中，是不是 `{ $meant }`？（`weiqi-quiz list --tags` 列出全部；題庫可在 [tags] 表中自訂標籤）
check-tag-comma = 標籤 `{ $tag }` 中有全形逗號「，」：每個標籤要單獨寫成一個字串：tags = [{ $fixed }]
check-toml-full-width = TOML 語法錯誤：這裡用了全形的「{ $found }」（中文輸入法），TOML 要求半形的 `{ $ascii }`
check-tags-not-a-table = 題庫頂層的 `tags` 用來自訂本題庫的標籤：[tags] my-topic = {"{"} zh-CN = "…", en = "…" {"}"}
check-tag-name-form = 自訂標籤只能用小寫字母、數字和 `-`，不能是 `{ $tag }`

## The TOML and JSON readers' messages (src/i18n/parsers.rs)

parse-unreadable = 這裡無法解析
parse-at = 第{ $line }行第{ $column }欄：{ $problem }
parse-expected = { $problem }；應為：{ $expected }
parse-missing-field = 缺少欄位 { $name }
parse-duplicate-field = 欄位 { $name } 重複
parse-unknown-field = 未知的欄位 { $name }，應為{ $expected }
parse-unknown-variant = 未知的值 { $name }，應為{ $expected }
parse-nothing-allowed = 此處不能有任何欄位
parse-wrong-type = 類型不對：這裡是{ $found }，應為{ $expected }
parse-wrong-value = 值不對：這裡是{ $found }，應為{ $expected }
parse-wrong-length = 長度{ $length }不對，應為{ $expected }
parse-one-of = { $names } 之一
parse-underscore-may-only-go-between-digits = `_` 只能寫在兩個數字之間
parse-cannot-recurse-further-max-recursion-depth-met = 巢狀太深
parse-recursion-limit = 點分隔的鍵層數太多
parse-carriage-return-must-be-followed-by-newline = 歸位字元後面必須是換行字元
parse-duplicate-key = 鍵重複
parse-extra-equals = 多了一個 `=`
parse-extra-assignment-between-key-value-pairs = 鍵值對之間多了一個指派
parse-extra-comma-in-array = 陣列中多了一個逗號
parse-extra-comma-in-inline-table = 行內表中多了一個逗號
parse-integers-with-a-radix-cannot-be-signed = 帶進位前綴的整數不能有正負號
parse-invalid-basic-string = 基本字串無效
parse-invalid-binary-number = 二進位數無效
parse-invalid-boolean = 布林值無效（應為 true 或 false）
parse-invalid-comment-character = 註解中有無效字元
parse-invalid-date-time = 日期時間無效
parse-invalid-exponent = 指數無效
parse-invalid-float = 小數無效
parse-invalid-fraction = 小數部分無效
parse-invalid-hexadecimal-number = 十六進位數無效
parse-invalid-inline-table-element = 行內表的元素無效
parse-invalid-integer-number = 整數無效
parse-invalid-key = 鍵無效
parse-invalid-key-value-pair = 鍵值對無效
parse-invalid-literal-string = 字面字串無效
parse-invalid-mantissa = 尾數無效
parse-invalid-multi-line-basic-string = 多行基本字串無效
parse-invalid-multi-line-literal-string = 多行字面字串無效
parse-invalid-octal-number = 八進位數無效
parse-invalid-string = 字串無效
parse-invalid-table = 表無效
parse-invalid-unquoted-key = 不帶引號的鍵無效
parse-invalid-value = 值無效
parse-key-with-no-value = 鍵沒有值
parse-keys-cannot-be-multi-line-basic-strings = 鍵不能是多行基本字串
parse-keys-cannot-be-multi-line-literal-strings = 鍵不能是多行字面字串
parse-missing-array-opening = 缺少陣列的開頭 `[`
parse-missing-assignment-between-key-value-pairs = 鍵和值之間缺少 `=`
parse-missing-comma-between-array-elements = 陣列元素之間缺少逗號
parse-missing-comma-between-key-value-pairs = 鍵值對之間缺少逗號
parse-missing-comment-start = 缺少註解開頭 `#`
parse-missing-escaped-value = 跳脫字元 `\` 後缺少內容
parse-missing-inline-table-opening = 缺少行內表的開頭 `{"{"}`
parse-missing-key-for-inline-table-element = 行內表的元素缺少鍵
parse-missing-opening-quote = 缺少開頭的引號
parse-missing-table-open = 缺少表的開頭 `[`
parse-missing-value-for-key = 鍵缺少值
parse-missing-value = 缺少值
parse-radix-must-be-lowercase = 進位前綴必須小寫（0x、0o、0b）
parse-redundant-integer-number-prefix = 整數前綴多餘
parse-redundant-numeric-sign = 正負號多餘
parse-string-values-must-be-quoted = 字串值必須加引號
parse-too-few-unicode-value-digits = Unicode 跳脫的位數不夠
parse-unclosed-array-table = 陣列表沒有閉合（缺少 `]]`）
parse-unclosed-array = 陣列沒有閉合
parse-unclosed-inline-table = 行內表沒有閉合
parse-unclosed-table = 表頭沒有閉合（缺少 `]`）
parse-unexpected-equals-in-array = 陣列中不能有 `=`
parse-unexpected-content-between-comment-and-newline = 註解與換行之間有多餘內容
parse-unexpected-content = 這裡有多餘的內容
parse-unexpected-key-or-value = 這裡不應有鍵或值
parse-unexpected-leading-zero = 數字不能以 0 開頭
parse-unexpected-sign = 這裡不應有正負號
parse-unquoted-keys-cannot-be-empty = 不帶引號的鍵不能為空
parse-basic-string = 基本字串
parse-characters = 字元
parse-digits = 數字
parse-key = 鍵
parse-letters = 字母
parse-literal-string = 字面字串
parse-multi-line-basic-string = 多行基本字串
parse-non-double-quote-visible-characters = 雙引號以外的可見字元
parse-non-single-quote-characters = 單引號以外的字元
parse-non-single-quote-visible-characters = 單引號以外的可見字元
parse-numbers = 數字
parse-printable-characters = 可列印字元
parse-unicode-hexadecimal-value = Unicode 十六進位值
parse-value = 值
parse-newline = 換行
parse-nothing = 無
parse-string = 字串
parse-integer = 整數
parse-float = 小數
parse-boolean = 布林值
parse-datetime = 日期時間
parse-array = 陣列
parse-table = 表
parse-inline-table = 行內表
parse-sequence = 陣列
parse-map = 表
parse-unit-value = 空值
parse-character = 字元
parse-a-number = 數
parse-eof-while-parsing-a-list = 解析陣列時檔案就結束了
parse-eof-while-parsing-an-object = 解析物件時檔案就結束了
parse-eof-while-parsing-a-string = 解析字串時檔案就結束了
parse-eof-while-parsing-a-value = 解析值時檔案就結束了
parse-expected-colon = 應為 `:`
parse-expected-comma-or-bracket = 應為 `,` 或 `]`
parse-expected-comma-or-brace = 應為 `,` 或 `{"}"}`
parse-expected-ident = 應為 true、false 或 null
parse-expected-value = 應為一個值
parse-invalid-escape = 跳脫無效
parse-invalid-number = 數字無效
parse-number-out-of-range = 數字超出範圍
parse-invalid-unicode-code-point = Unicode 碼位無效
parse-control-character-u0000-u001f-found-while-parsing-a-string = 字串中有控制字元
parse-key-must-be-a-string = 鍵必須是字串
parse-lone-leading-surrogate-in-hex-escape = 十六進位跳脫中有落單的代理碼位
parse-trailing-comma = 末尾多了一個逗號
parse-trailing-characters = 後面還有多餘的字元
parse-unexpected-end-of-hex-escape = 十六進位跳脫不完整
parse-recursion-limit-exceeded = 巢狀太深

## Why a computed item has no answer (src/bank/calc.rs)

calc-err-missing = 缺少參數 `{ $name }`
calc-err-bad = 參數 `{ $name }` 應為{ $what }，而不是 { $value }
calc-wanted-number = 數
calc-wanted-count = 0或以上的整數
calc-wanted-number-list = 以逗號分隔的數
calc-wanted-size = 2到25的棋盤路數
calc-wanted-handicap = 0到25的讓子數
calc-wanted-halves = 0.5的倍數
calc-wanted-players = 2到1000
calc-wanted-results = 由 W、D、L 組成的字串
calc-err-drawn-halves = 和棋對手的積分須為0.5的倍數
calc-err-no-boards = 一場比賽至少有一台
calc-err-too-many-boards = 一場比賽最多1000台
calc-err-lost-on-time = 該棋手在第{ $number }手超時判負

## Why a board item has no answer (src/bank/model.rs)

board-err-point = `{ $text }` 既不是棋圖中的標記，也不是棋盤上的點
board-err-no-at = 缺少 `at`：`ask = "{ $ask }"` 需要給出一個點
board-err-move = 第{ $number }手（{ $text }）不合法：{ $reason }
board-err-no-stone = { $at } 處沒有棋子
board-err-no-irregularity = 這些著法中沒有違規的一手可找
# Errors as data (src/message.rs).
err-os = { $text }
err-as-said = { $text }
err-io-broken-pipe = 讀取輸出的程式已結束
err-io-interrupted = 已中斷
err-sqlite = { $reason }
err-about = { $what }：{ $cause }
check-finding = { $file }:{ $line }:{ $column }: { $message }{ $item }
check-finding-warning = { $file }:{ $line }:{ $column }: { check-warning }: { $message }{ $item }
err-bank-problems-first =
    { $first }
    （題庫中有{ $count }個問題；執行 `weiqi-quiz check` 查看全部）
err-setup-off-board = 點 { $point } 不在{ $size }×{ $size }的棋盤上

## 條文（本程式的轉述）（src/bank/articles.rs、src/report/articles.rs）

check-article-malformed = `article = "{ $article }"` 不是條文編號：請寫 "17" 或 "17.2"
check-article-missing = 引用的{ $rules }{ $article }在條文庫（questions/articles/）中沒有：請改引已收錄的條文（`weiqi-quiz rules articles --rules { $preset }` 列出），或用 `regulation` 註明出處
check-article-item-missing = 引用的{ $rules }{ $article }沒有單獨的條目（{ $parent }有；各款單獨收錄）：請改引{ $parent }，或 `weiqi-quiz rules articles --rules { $preset }` 列出的某一款
check-article-no-texts = 引用了{ $rules }{ $article }，但本程式沒有收錄這套規則的條文（只收錄 { $kept }）：請改用 `regulation` 註明出處
err-article-malformed = 「{ $number }」不是條文編號：請寫 17 或 17.2
err-article-unknown = { $rules }沒有{ $article }的條目；已收錄：{ $known }（標題見 weiqi-quiz rules articles --rules { $preset }）
err-article-no-texts = 沒有收錄{ $rules }的條文；收錄了：{ $kept }
article-heading = { $article } { $title }（{ $rules }）
article-status-reported = 此條原文未見，以下根據轉述或第二手資料整理。
article-status-not-read = 未能查到{ $rules }此條的原文，以下不是該條的條文。
article-same-as = { $rules }此條與{ $other }內容相同：
article-in-1988 = 1988年規則：{ $text }
article-precedent = 以下是{ $precedent }的先例，不是{ $rules }的規定：
articles-title = { $rules }的條文（本程式的轉述，共{ $count }條、款）：
articles-mark-reported = （據轉述）
articles-mark-same-as = （同{ $other }）

## show and new
show-level = 難度{ $level }
show-tags = 標籤：{ $tags }
show-no-instance = 這道題出不成題：請對它所在的題庫執行 `weiqi-quiz check`。
show-converted = { $locale }（由簡體轉換）
show-key = 答案（引擎計算）：{ $answer }
show-after-moves = 下完著法後的局面（括號為最後一手，?為所問的點）：
new-intro = 一道{ $kind }：改好後執行 `weiqi-quiz check 檔案` 和 `weiqi-quiz --bank 檔案 show 編號`。
new-id = 編號：唯一且不再更動，用小寫字母、數字、`.`、`_`、`-`。
new-article = 所考的規則條文（規程裡的內容寫 `regulation.zh-CN = "…"`）；1988年規則的題加 `rules = "cn1988"`。
new-level = 難度：1–3 記憶；4 把規則用於題中給出的具體情形；5 需要兩步以上或涉及規則版本差異。
new-fill-text = 每個空寫四個或更多底線。
new-fill-answer = 每個空一個列表，列出所有可接受的答案。
new-unit = 數字空格的單位：stones（子）、points（目）、hours、minutes、seconds 或 count（個數）。
new-explain = 解析：先引用本題的條文。
new-choice-options = 2到8個選項，各語言個數相同；出題時打亂順序，除非寫 `shuffle = false`。
new-choice-answer = 正確選項的字母，多選寫 ["A", "C"]。
new-tf-answer = true（對）或 false（錯）。
new-verify = 由引擎驗證答案：結果等於 `expect` 時答案為對。
new-calc = 由哪種計算給出答案（見 questions/README.md：result、threshold、byoyomi、sos……）。
new-calc-params = 參數：一個值、一個範圍（`from`、`to`、`step`）或一組值（`one_of`），每次出題重新抽取。
new-calc-present = "input"（填寫）或 "choice"（引擎在答案附近出錯誤選項）。
new-calc-text = 題文用花括號寫參數：{ $example }。
new-board = 給學員看的局面（著法之前）：X 黑、O 白、. 空點、a–z 標記。
new-board-moves = 從圖中局面開始下的著法（題文要說明）；題目問的是下完之後的局面。
new-board-ask = 引擎回答什麼：legal、captures、liberties、count、result、irregular 或 ruling；`at` 是所問的點。
new-board-text = 在題文中說明著法：棋圖顯示的是著法之前的局面。
new-open-answer = 參考答案：學員對照自評。

## The pairing drill: the pairing typed, and the rules it breaks (docs/referee.zh-CN.md)
pairing-board = 第{ $board }台：{ $black }（黑）—{ $white }（白）
pairing-bye = 輪空：{ $name }
pairing-accepted = 與參考編排不同，但不同之處都是規則允許的選擇（同一積分組內的調換、誰執黑、台次順序），予以接受。
pairing-model = 參考編排：{ $pairing }
pairing-rules-where = 編排規則及出處見 docs/referee.zh-CN.md「編排下一輪：rules pair」。
pairing-broken = 違反第{ $rule }條「{ $title }」（出處：{ $source }）：{ $what }
pairing-rule-1 = 參加編排的棋手
pairing-rule-1-source = 慣例
pairing-rule-2 = 按積分分組，上半區對下半區
pairing-rule-2-source = 樣卷「每輪由積分相同或相近的棋手對局」；上下半區對陣為慣例
pairing-rule-3 = 不重複對手
pairing-rule-3-source = 樣卷「同一對手不能遇到兩次」
pairing-rule-4 = 輪空
pairing-rule-4-source = 慣例（雲比賽網）
pairing-rule-5 = 不連續三次執同一顏色
pairing-rule-5-source = 慣例
pairing-broken-withdrawn = { $name }已退賽，本輪不參加編排。
pairing-broken-not-in-event = { $name }不是本次比賽的棋手。
pairing-broken-missing = { $name }既沒有對手，也沒有輪空。
pairing-broken-twice = { $name }被編排了兩次。
pairing-broken-float = { $name }（{ $score }分）對{ $opponent }（{ $opponent-score }分），離自己的積分組太遠：有編排能讓他與積分更相近的棋手對局（見參考編排）。
pairing-broken-same-half = { $high }和{ $low }同在一個積分組的同一半區：該組應上半區對下半區。
pairing-broken-repeat = { $a }和{ $b }第{ $round }輪已經相遇。
pairing-broken-bye-not-needed = 本輪人數為偶數，不應有輪空（{ $name }）。
pairing-broken-no-bye = 本輪人數為奇數，須有一人輪空：應輪空的是{ $due }。
pairing-broken-wrong-bye = 輪空應給排名最後、尚未輪空過的{ $due }，而不是{ $given }。
pairing-broken-third-colour = { $name }將連續第三次{ $colour ->
    [black] 執黑
   *[white] 執白
}，而有編排可以避免（見參考編排）。
