# issue 16
grade-short-row = 注意：第 { $line } 行（{ $name }）只有 { $answers } 个答案，该卷有 { $items } 题；请检查是否错列。
grade-header-question = 题目内容
grade-header-total = 满分
grade-report-head = { $name }（第{ $version }卷）：得分 { $score }/{ $total }
grade-report-all-right = 全部答对。
grade-report-item = 第{ $number }题（{ $points }分）
grade-report-answer = 你的答案：{ $answer }
grade-report-key = 正确答案：{ $key }
grade-report-blank = （未作答）
grade-report-unreadable = { $answer }（无法识别）
grade-csv-written = 成绩已写入 { $file }。
grade-reports-written = 已将 { $count } 份学生成绩单写入 { $dir }。
sheet-meta-student = 第{ $version }卷　共 { $count } 题　满分 { $points } 分
sheet-page-footer = 第{ $page }页 共{ $pages }页 · 第{ $version }卷
sheet-can = 能
sheet-cannot = 不能
sheet-can-hint = （填“能”或“不能”）
sheet-instructions-board = 问“能否下在某点”的题，在括号内填“能”或“不能”；其余各题按题目要求在横线上填写数字或结果。
sheet-card = 答题卡
sheet-card-instructions = 选择题、判断题圈出所选的字母或符号；其余各题把答案写在方框内，每个空一个方框。
sheet-card-score = 得分：________
sheet-card-open = （教师评分）
sheet-grid-key = { $title }　答案速查表
ruling-note-late-has-no-effect = 按1988年规则 --late 不起作用：条文未规定提出要求的时限，迟提出的也照此判罚。
ruling-note-second-warning-loses = 本局如再受一次警告即判负。
ruling-note-correction-unstated = 条文只说允许改正，没有说怎样改正（重新开局，还是交换棋子颜色接着下），也没有说钟上已用的时间怎样处理：请裁判长决定，并在继续对局前告知双方。
ruling-stated-ko-forbidden = 条文规定：单劫被提后，不得立即回提。
ruling-stated-forbidden-point = 条文规定：下子后本方无气、又不能提取对方棋子的点，是该方的禁着点，不得在此下子。
ruling-stated-only-dead-captured = 条文规定：提出盘外的只能是无气之子，有气之子不能提。
ruling-stated-scatter-nearest = 最接近的条文是第17条第5款（棋子移位：双方意见一致则复原；否则由裁判长裁决，可移到合理位置、维持原状、判和、重赛或双方判负），条文没有说它是否也适用于棋局被弄乱。
ruling-stated-warnings-given = 条文规定：连下两着、悔棋、落子前按钟各判警告一次（第17条第2、3、4款）。
ruling-stated-deliberate-unstated = 第17条第5款规定了棋子移位怎样复原，没有提到故意移子。
nigiri-holder-rank = { $name }握子（段级位较高：{ $rank }对{ $other }）。
nigiri-simulated = 模拟猜先：握子方抓了{ $count }子，猜子方出示{ $shown ->
        [1] 1子猜单
       *[other] 2子猜双
    }。
standings-second-bye = 注意：{ $name } 轮空 { $count } 次（第 { $rounds } 轮）；一名棋手一般至多轮空一次，请检查成绩文件或编排。
system-round-robin = 循环制
system-swiss = 积分编排制
standings-at-line = { $file } 第{ $line }行：
standings-system-differs = 注意：{ $at }文件写明赛制为{ $stated }，但按 --system 的要求以{ $given }排名。
standings-not-round-robin = 注意：按循环制（默认）排名，但{ $pairs }对棋手中只有{ $met }对相遇过。如为积分编排制比赛，请加 --system swiss，或在成绩文件开头写一行“# system: swiss”。
standings-seen-once = 注意：{ $at }“{ $name }”只在一轮中出现，是否为其他棋手姓名的笔误？（加 --players 棋手名单.csv 可核对每个姓名。）
standings-round-gap = 注意：{ $at }第{ $round }轮接在第{ $previous }轮之后，轮次是否写错？
pair-stated-round-robin = 注意：{ $at }文件写明赛制为循环制；rules pair 编排的是积分编排制的下一轮。
pair-third-colour = 注意：{ $name } 将连续第三次执同一颜色：不重复对手的编排都无法避免。
pairing-title = 第{ $round }轮对阵
pairing-header-board = 台次
pairing-header-black = 黑方
pairing-header-white = 白方
pairing-bye = 轮空：{ $name }
result-points-black-wins = 黑胜{ $points }目
result-points-black-loses = 黑负{ $points }目
komi-points-amount = { $points }目
komi-stones-used = 注意：--komi 以子为单位，本次按贴{ $komi }计算。
komi-draw-line = 黑方{ $threshold }子为和。
komi-how-points = 如要贴{ $given }目，请写 --komi-points { $given }（或 --komi { $half }）。
clock-system-fischer = 加秒制（费舍尔）：基本用时{ $main }，每步加{ $increment }
clock-col-left = 剩余用时
# end of issue 16

## 计算胜负

result-black-wins = 黑胜{ $margin }子
result-black-loses = 黑负{ $margin }子
result-draw = 和棋
result-tie-to-black = 黑胜（按此规则，和局判黑胜）

## 数子

count-rules = 规则：{ $rules }，贴{ $komi }
count-handicap = 让{ $stones }子，黑方还{ $back }子
count-dead = 提去死子：黑{ $black }子，白{ $white }子
count-area = 黑方：活子{ $black_stones } + 围住的空点{ $black_territory } + 公共点{ $shared }的一半 = { $black }子；白方{ $white }子
count-threshold = 黑方{ $threshold }子为和
count-territory = 数目法：黑空{ $black_territory }目，提子{ $black_prisoners }；白空{ $white_territory }目，提子{ $white_prisoners }
count-result = 结果：{ $result }
count-found-legend = 判定死子：x、o为死子（提去），b、w为黑方、白方所围的空点，.为公共点
count-found-seki = 双活（经读棋证实，双方都提不掉）：{ $stones }
count-found-doubt = 未定：{ $stones }（{ $reason }；{ $counted }）。须与双方确认，按中国规则可续弈解决。
count-found-counted-dead = 暂按死子计
count-found-counted-alive = 暂按活棋计
count-doubt-first-move = 谁先下谁有利，死活未定
count-doubt-ko = 死活取决于劫争，须以劫材决胜
count-doubt-playouts = 模拟对局结果不一，范围太大无法读清
count-doubt-seki = 形似双活，但读棋未能证实
count-open = 棋局似未终局：边界仍未封闭，有{ $count }个公共点（{ $points }）。本结果为暂定。
count-range = 结果暂定：视未定棋块的死活，结果在“{ $black }”与“{ $white }”之间。
count-found-sure = 没有未定的棋块：小范围的对杀与死活经读棋证实，其余按模拟对局判定，把握较大；死子仍须裁判与双方确认。
count-recorded-agrees = 棋谱记载的结果{ $recorded }与本次数子一致。
count-recorded-differs = 注意：棋谱记载{ $recorded }，本次数子却是{ $counted }。请与双方核对死子。
count-recorded-resignation = 棋谱记载{ $winner }中盘胜（{ $recorded }）：对局以认输结束，不以数子定胜负，本次数子仅供参考。
count-recorded-time = 棋谱记载{ $winner }超时胜（{ $recorded }）：对局以超时判负结束，不以数子定胜负，本次数子仅供参考。
count-recorded-forfeit = 棋谱记载{ $winner }不战胜（{ $recorded }）：对局未以数子定胜负，本次数子仅供参考。
count-recorded-unread = 棋谱记载的结果“{ $recorded }”无法识别，未与本次数子比较。
count-komi-fox-stones = 棋谱的 KM[{ $written }] 是野狐的写法（中国规则下以百分之一子计），即贴{ $komi }。
count-komi-fox-points = 棋谱的 KM[{ $written }] 是野狐的写法（以百分之一目计），即贴{ $komi }。
count-komi-stones = 棋谱的 KM[{ $written }] 不是半目的整数倍，按子计，即贴{ $komi }。
count-komi-unreadable = 注意：棋谱的贴子 KM[{ $written }] 不是数，本次按贴{ $used }计算（如需别的贴子，请用 --komi 或 --komi-points）。
count-komi-not-quarters = 注意：棋谱的贴子 KM[{ $written }] 不是1/4子（半目）的整数倍，本次按贴{ $used }计算（如需别的贴子，请用 --komi 或 --komi-points）。
count-komi-off-board = 注意：棋谱的贴子 KM[{ $written }] 即贴{ $komi }，黑方要{ $threshold }子才和，而{ $size }路棋盘只有{ $points }个点，不可能有这样的贴子。本次按贴{ $used }计算（如需别的贴子，请用 --komi 或 --komi-points）。
count-komi-with-handicap = 注意：棋谱既有让子（HA[{ $handicap }]，黑方还{ $back }子）又有贴子（KM[{ $written }]，贴{ $komi }），本次数子两者都算：黑方{ $threshold }子为和。中国规则的让子棋不贴子；如本局没有贴子，请加 --komi 0 再数。

## 规则预设

komi-amount = { $stones }子（{ $points }目）
presets-header-id = 预设
presets-header-name = 规则
presets-header-komi = 贴子
presets-header-scoring = 计算方法
presets-header-ko = 同形反复
presets-header-suicide = 自杀
presets-header-handicap = 让子
presets-header-seki = 双活中的眼
scoring-area = 数子法
scoring-territory = 数目法
ko-simple = 单劫
ko-positional = 全局同形禁止
ko-situational = 同形且同一方行棋禁止
suicide-forbid = 禁止
suicide-multi = 仅允许多子自杀
suicide-any = 允许
handicap-half-stone = 还N/2子
handicap-one-less = 还N-1目
handicap-none = 不还
seki-eyes-count = 计入
seki-eyes-not = 不计
ties-black = ，和局判黑胜
ruleset-cn2002 = 中国围棋竞赛规则（2002）
ruleset-cn1988 = 中国围棋竞赛规则（1988）
ruleset-japanese = 日本围棋规则（1989）
ruleset-korean = 韩国围棋规则（2016）
ruleset-aga = 美国围棋协会规则
ruleset-ing = 应氏围棋规则（1991）
ruleset-nz = 新西兰围棋规则
ruleset-tromp-taylor = Tromp-Taylor 规则

## 裁判

article = 第{ $number }条
article-item = 第{ $number }条第{ $item }款
article-other = “其他”部分
version-cn2002 = 2002年规则
version-cn1988 = 1988年规则
ruling-head = { $irregularity }（{ $rules }{ $article }）
ruling-head-no-article = { $irregularity }（{ $rules }）
ruling-decisions = 判罚：{ $decisions }。
ruling-options = 裁判长可选择：{ $options }。
ruling-unverified = 未查到{ $rules }对此的处罚条文。
ruling-precedent = 按先例（{ $rules }{ $article }）：{ $decisions }。
ruling-precedent-none = 也没有相关条文
ruling-none = { $rules }中未查到相关条文。
ruling-found = 第{ $number }手（{ $color } { $point }）：{ $ruling }
ruling-regular = 共{ $moves }手，未发现违规。
color-black = 黑
color-white = 白
irregularity-double-move = 连下两着
irregularity-ko-retake = 提劫后立即回提
irregularity-forbidden-point = 下在禁着点
irregularity-repetition = 全局同形再现（三劫循环等）
irregularity-moonshine = 假生类多劫循环
irregularity-take-back = 悔棋
irregularity-dropped-stone = 棋子失手落盘
irregularity-clock-before-stone = 落子前按钟
irregularity-wrong-colours = 先后手错误
irregularity-moved-stone = 棋子移位
irregularity-scattered-board = 棋局被弄乱
irregularity-wrong-capture = 误提有气之子
irregularity-warnings = 警告
decision-move-void = 着手无效
decision-second-move-void = 第二着无效
decision-warning = 对违规方警告一次
decision-offender-loses = 违规方判负
decision-forfeit-turn = 违规方弃权一次（由对方行棋）
decision-stone-back = 棋子放回原处
decision-claim-too-late = 对方已走下一着才提出，不予受理
decision-play-anywhere = 可拿起另下他处
decision-chief-referee-decides = 由裁判长裁决
decision-colours-corrected = 予以纠正，双方改执赛会原定的颜色
decision-colours-stand = 不再纠正，本局按现执的颜色下完，计时照常；以后各轮仍按赛会原定的先后手编排
decision-clock-unchanged = 钟面时间不作调整
decision-stone-back-or-agreed-point = 棋子复原；原位置无法确定时，放在双方认可的位置
decision-reasonable-point = 将棋子移至合理位置
decision-stone-stands = 维持移动后的位置
decision-draw = 和棋
decision-replay = 重赛
decision-both-lose = 双方均判负
decision-event-rules = 按竞赛补充规定处理：无胜负、和棋或加赛
decision-not-alive = 终局时不算活棋
decision-reconstruct = 恢复原局面
decision-stones-restored = 被提棋子放回原处
decision-two-warnings-lose = 同一局再受警告即判负
decision-continue = 对局继续

## 猜先

parity-odd = 单数
parity-even = 双数
nigiri-right = 共{ $count }子，为{ $parity }。猜{ $guess }猜对，猜子方执黑。
nigiri-wrong = 共{ $count }子，为{ $parity }。猜{ $guess }猜错，猜子方执白，握子方执黑。
nigiri-holder-age = { $name }握子（段级位相同，年长者握子）。
nigiri-holder-undecided = 段级位、年龄均相同：规则未规定由谁握子，由裁判决定。

## Answers

answer-true = 对
answer-false = 错

## 计时

clock-system-byoyomi = 读秒制：基本用时{ $main }，保留读秒{ $periods }次，每次{ $seconds }秒
clock-system-sudden-death = 包干制：全局用时{ $main }
clock-system-moves-per-period = 定时限步制：基本用时{ $main }，之后每{ $period }须下{ $moves }步，节省的时间累计到下一时段
clock-col-move = 步
clock-col-taken = 用时
clock-col-main = 剩余基本用时
clock-col-periods = 剩余读秒次数
clock-col-period = 当前时段
clock-col-call = 裁判最后读秒
clock-period-left = 第{ $period }时段：{ $time }内{ $moves }步
clock-call-seconds = { $seconds ->
        [60] 1分
       *[other] { $seconds }秒
    }
clock-call-periods-left = { $period ->
        [60] 还剩{ $left }分
       *[other] 还剩{ $left }次
    }
clock-lost = 超时判负
clock-lost-at = 第{ $number }步超时判负。
clock-ignored = 之后的{ $count }步不再计时：棋局已经超时判负。
clock-late-ignored = 给出的{ $count }步不再计时。
clock-late-forfeit = 迟到{ $late }，超过{ $limit }的时限：判负（2002年规则第22条第1、2款），不再计时。
clock-late-deducted = 迟到{ $late }（未超过{ $limit }的时限）：从基本用时中加倍扣除，扣{ $deducted }（2002年规则第22条第1、2款）。
clock-late-main-gone = 基本用时只有{ $main }，已全部扣完，一开始就进入读秒（或第一时段）；超出的部分怎样处理条文未说，本程序不再扣读秒次数或时段的时间。
clock-late-main-gone-lost = 基本用时只有{ $main }，已全部扣完：超时判负（本程序的读法：钟上没有时间即负）。
clock-late-absent = 迟到{ $late }（未超过{ $limit }的时限）：没有基本用时，缺席期间按时读秒（2002年规则第22条第4款），不加倍，并接续到第1步。
clock-late-absent-lost = 迟到{ $late }：没有基本用时，缺席期间读秒已读完，判负（2002年规则第22条第4款）。
clock-late-source = 注意：第22条的文字取自转载，未与规则原本核对；迟到的时限和扣时办法以竞赛规程为准（判负时限现为{ $limit }，可用 --late-limit 改，如赛场与住地分开时写 1h）。

## 名次

standings-header-rank = 名次
standings-header-name = 棋手
standings-header-games = 局数
standings-header-wins = 胜
standings-header-draws = 和
standings-header-losses = 负
standings-header-byes = 轮空
tiebreak-score = 积分
tiebreak-sos = 对手分
tiebreak-sb = 小分
tiebreak-progressive = 累进分
tiebreak-warnings = 警告
tiebreak-direct = 直胜
tiebreak-total-theoretical = 总得分（理论最高分）
tiebreak-total-actual = 总得分（实际最高分）
post-written = 表格已写入 { $file }。
standings-header-number = 序号
crosstable-round = 第{ $round }轮
crosstable-black = 黑
crosstable-white = 白
crosstable-bye = 轮空
crosstable-withdrawn = 退赛
crosstable-forfeit = 弃
crosstable-legend-swiss = 各轮一格：对手{ $by ->
        [number] 序号
       *[rank] 名次
    }、所执颜色（黑、白）与结果（+ 胜，= 和，- 负）；弃：弃权局；退赛：已退赛；—：该轮无对局。
crosstable-legend-round-robin = 每格：本行棋手对该列{ $by ->
        [number] 序号
       *[rank] 名次
    }棋手所执颜色（黑、白）与结果（+ 胜，= 和，- 负）；弃：弃权局。
crosstable-left-out = 交叉表有 { $cells } 格，过大，未列出。
standings-order = 排名依据：{ $criteria }；共 { $rounds } 轮
teams-header-team = 队名
teams-header-matches = 场次
teams-match-points = 场分
teams-board-points = 局分
teams-header-board = 第{ $board }台
teams-order = 排名依据：场分 → 局分 → 直胜（同分各队之间所胜局数） → 各台胜率（从第1台起）；共 { $rounds } 轮，每场 { $boards } 台
teams-still-tied = 名次相同的队以上各项全部相等；如须分出先后，按竞赛规程加赛或抽签。
teams-players-title = 棋手台次成绩（各台一栏为“胜局/局数”）

## 训练

drill-count-area = 数一数这盘终局的{$size}路棋（死子以小写x、o标出）。黑方共多少子？
drill-count-result = 数一数这盘终局的{$size}路棋（死子以小写x、o标出），黑贴3又3/4子（2002年规则）。结果如何？
drill-game-count-only = --game 只用于数子练习：drill count --game 棋谱.sgf
drill-ruling-which = 逐手观看这盘棋，在第一个违规的着法处停下。
drill-ruling-which-ruling = 第{ $number }手（{ $point }）违规。按2002年规则应如何判罚？
drill-clock = 读秒：保留{ $periods }次、每次60秒，基本用时已用完。棋手各手用时为{ $times }。还剩几次读秒？
drill-standings = 四人单循环（{"A > B"}表示A胜B，{"="}表示和棋）：{ $games }。谁获得第一名（先比积分，再比小分）？
drill-pairing = 积分编排制比赛已赛{ $played }轮，请编排第{ $round }轮。棋手按积分排列，同分按种子顺序；序号即名次，对手后的括号里是其序号：
drill-pairing-row = { $number }. { $name }  { $score }分  { $games }
drill-pairing-row-withdrawn = { $number }. { $name }  { $score }分  { $games }（第{ $after }轮后退赛）
drill-pairing-game = 第{ $round }轮{ $colour ->
    [black] 执黑
   *[white] 执白
}{ $won ->
    [yes] 胜
   *[no] 负
}{ $opponent }
drill-pairing-game-bye = 第{ $round }轮轮空
drill-pairing-ask = 逐台写出对阵，黑方在前：如“1-5；6-2”或“1：李明-王芳”，也可每台一行；姓名或序号均可。有轮空写“轮空 7”。
drill-pairing-source = 积分编排规则（docs/referee.zh-CN.md“编排下一轮”）

## 练习

quiz-time-taken = 已用{ $time }
quiz-record-head = 全局棋谱：
figure-notes = 图上未单独标出的着法：{ $notes }
figure-note-at = { $number }＝{ $at }
figure-note-pass = 第{ $number }手{ $colour }方虚着
quiz-replay-move = 第{ $number }手：{ $color } { $point }
quiz-replay-hint = 回车：下一手；c：跳到下一次提子；g 42：跳到第42手；s：停，这一手违规
quiz-replay-next = 下一手
quiz-replay-stop = 停：这一手违规
quiz-continue = 下一题
quiz-read-article = 阅读{ $rules }{ $article }
quiz-replay-capture = 跳到下一次提子
quiz-replay-jump = 跳到第几手…
quiz-replay-to = 跳到第几手（写手数）
quiz-replay-end = 棋谱结束：第几手违规（写手数）？
plain-line-too-long = 这一行超过 { $limit }，已丢弃；请重新作答。
quiz-time-left = 剩余{ $time }
quiz-regulation = 依据：{ $regulation }
quiz-pick-one = 用方向键或字母选择，回车确认
quiz-pick-true-false = 用方向键选择，或输入“对”“错”（t、f），回车确认
quiz-pick-several = 用空格或字母标出所有正确答案，回车确认
quiz-hint-choice = 用字母作答
quiz-hint-multiple = 写出所有正确选项的字母，如A,C
quiz-hint-truefalse = 回答 对 或 错
quiz-hint-input = 输入答案
quiz-hint-blanks = 输入{ $count }个答案，用 | 或逗号隔开
quiz-hint-open = 写下你的答案后回车
quiz-model-answer = 参考答案：{ $answer }
quiz-self-grade = 答对了吗？（对/错）
quiz-self-mark-intro = 交卷了。请对照参考答案，为简答题自评：
quiz-self-mark-head = ［自评 { $number }/{ $total }］
quiz-not-an-answer = 无法识别的答案：{ $hint }。
quiz-your-answer = 你的答案：{ $answer }
quiz-say-winner = 请说明谁胜：如“黑胜3/4子”“黑负1又1/4子”“白胜2.5目”，或 W+2.5、B+1.5。
quiz-hint-pairing = 逐台输入对阵，黑方在前（如 1-5；6-2；轮空 7），或每台一行、空行结束
quiz-pairing-more = 已排{ $placed }人，共{ $total }人：请接着输入下一台，或输入空行交卷。
quiz-pairing-not-a-player = 有姓名或序号不在名单上：请用名单上的姓名或序号。
quiz-unit-mixup = 单位不对：本题以{ $expected }计，不是{ $typed }。
unit-stones = 子
unit-points = 目（点）
unit-hours = 小时
unit-minutes = 分钟
unit-seconds = 秒
quiz-right = 正确。
quiz-wrong = 错误。正确答案：{ $answer }
quiz-why = 解析：{ $explain }
quiz-summary-topic = { $topic }：{ $right }/{ $total }（{ $percent }%）
quiz-score = 答对：{ $right }/{ $total }题（{ $percent }%）
quiz-no-items = 没有符合条件的题目。
exam-pass = 结果：通过，得分{ $score }/{ $total }分{ $scaled }
exam-fail = 结果：未通过，得分{ $score }/{ $total }分{ $scaled }
exam-scaled = （百分制{ $hundred }分）
exam-mistakes = 未答对的题：
exam-key = 正确答案：{ $answer }
exam-untitled = 考试
exam-all-items = 试题
exam-cover-rules = 规则：{ $rules }
exam-cover-minutes = { $minutes }分钟
exam-cover-untimed = 不限时
exam-cover-marks = 时间：{ $time }　满分：{ $total }分　及格：{ $pass }分
exam-cover-section = { $name }：{ $count }题，每题{ $each }分，共{ $points }分
exam-cover-instructions = 说明：{ $text }
exam-start = 开始答题（随即开始计时）
exam-not-now = 暂不开始
exam-start-plain = 按回车键开始，随即开始计时；输入 q 退出
exam-ended = 考试结束。用时{ $used }{ $limit }
exam-ended-stopped = 考试中途停止：未答的题按错误计。用时{ $used }{ $limit }
exam-ended-time-up = 时间到：未答的题按错误计。用时{ $used }{ $limit }
exam-time-limit = （限时{ $minutes }分钟）
exam-score = 得分：{ $score }/{ $total }分{ $scaled }，及格{ $pass }分：{ $passed ->
        [yes] 通过
       *[no] 未通过
    }
exam-by-section = 各部分得分：
exam-by-topic = 各主题得分：
exam-section-score = { $name }：答对{ $right }/{ $count }题，得{ $score }/{ $total }分
exam-missed-wrong = 第{ $number }题（{ $points }分）：答错
exam-missed-blank = 第{ $number }题（{ $points }分）：未作答
quiz-item-points = { $points }分
review-nothing = 暂无需要复习的错题。
history-empty = 还没有练习记录。
history-session = { $date }  { $mode }：{ $score }/{ $total } 分（答对 { $right }/{ $answered }）
history-session-items = { $date }  { $mode }：答对 { $right }/{ $answered } 题（{ $percent }%）
history-session-exam = { $date }  { $mode }{ $title }：{ $score }/{ $total } 分，{ $passed ->
        [yes] 通过
       *[no] 未通过
    }（及格 { $pass } 分；答对 { $right }/{ $answered } 题）
history-exam-title = 《{ $title }》
history-by-topic = 按主题：
history-by-article = 按条款：
history-accuracy = { $right }/{ $total }（{ $percent }%）
history-no-topic = （未分主题）
history-no-article = （未引条款）
history-due = 待复习：{ $count }
history-reset-confirm = 清空档案“{ $profile }”的练习记录（{ $path }）？旧文件会改名保留在旁边。输入 是 或 y 确认：{" "}
history-reset-cancelled = 没有清空任何记录。
history-reset-done = 档案“{ $profile }”的练习记录已清空；旧记录保留为 { $path }（改回原名即可恢复）。
history-reset-nothing = 档案“{ $profile }”没有练习记录，无需清空。
profile-default = 默认

## Sheets

sheet-default-title = 围棋规则测验
sheet-name = 姓名
sheet-class = 班级
sheet-date = 日期
sheet-student = 学生：{ $name }
sheet-version = 版本 { $version }
sheet-meta = 版本 { $version }　随机种子 { $seed }　共 { $count } 题　满分 { $points } 分
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
sheet-section-summary = （共 { $count } 题，{ $points } 分）
sheet-kind-fill = 填空题
sheet-kind-choice = 选择题
sheet-kind-truefalse = 判断题
sheet-kind-calc = 计算题
sheet-kind-board = 图形题
sheet-kind-open = 简答题
sheet-instructions-choice = 将正确答案的字母填在括号内；标有“多选”的题有不止一个正确答案。
sheet-instructions-truefalse = 正确的在括号内打“√”，错误的打“×”。
sheet-instructions-open = 请在横线上作答。
sheet-points = （{ $points } 分）
sheet-multiple = （多选）
sheet-bracket = （　　）
sheet-answer = 答：
sheet-board-label = { $size }路棋盘图
sheet-key = 参考答案
sheet-key-title = { $title }　参考答案
sheet-also-accepted = （也可答：{ $answers }）
sheet-model-answer = 参考答案：{ $answer }
sheet-fewer = 符合筛选条件的只有 { $found } 道题，试卷全部采用（不足 { $count } 道）。
sheet-replaced = 已替换 { $dir } 中上次生成的试卷：删除了其中 { $count } 个本次没有的文件（其他文件未动）。
sheet-written = 已将 { $versions } 份试卷（每份 { $items } 题，满分 { $points } 分，随机种子 { $seed }）写入 { $dir }：
sheet-one-file = { $file } 依次收有{ $who ->
        [student] 每名学生
       *[version] 每一卷
    }的{ $parts ->
        [sheet] 试卷
        [sheet-card] 试卷和答题卡
        [sheet-key] 试卷和参考答案
       *[all] 试卷、答题卡和参考答案
    }，每一部分都从新的一页开始：全班只需打印这一个文件。
export-comment = weiqi-quiz 导出：{ $count } 道题，随机种子 { $seed }
export-written = 已将 { $count } 道题写入 { $file }。
export-gift-blanks = { $id }：GIFT 没有多空填空题，此题导出为问答题，由教师评分（用 --format moodle-xml 可逐空自动评分）。
export-weights-moved = { $id }：部分得分比例已调整为 Moodle 允许的最接近数值。
grade-header-name = 姓名
grade-header-version = 版本
grade-header-score = 得分
grade-header-percent = 得分率
grade-header-right = 答对
grade-header-item = 题目
grade-header-answered = 作答人数
grade-header-share = 正确率
grade-header-top = 高分组
grade-header-bottom = 低分组
grade-mean = 共 { $students } 名学生，平均分 { $mean }。
grade-analysis = 试题分析（高分组与低分组各 { $group } 人）：
grade-no-strong-miss = 没有高分学生普遍答错的题。
grade-strong-miss = 高分学生答错的题（请检查题目或教学）：
grade-strong-miss-item = 高分组正确率 { $top }，低分组 { $bottom }
grade-unreadable = 无法识别的答案（按错误计分；请修改 CSV 后重新评分）：
grade-unreadable-item = { $name }，第 { $number } 题（{ $id }）：“{ $answer }”
worked-head = 解答过程：
worked-count-legend = 图中：x、o为死子，b为黑方围住的空点，w为白方围住的空点，.为公共点（双方各得一半）。
worked-why-double-move = 双方应轮流下子（第2条），{ $color }却在{ $point }又下一手：同一方连下两着。
worked-why-ko-retake = { $point }的劫刚被对方提过，{ $color }立即回提。单劫须隔一手（先在别处下一手）才能回提（第20条第1款）。
worked-why-forbidden-point = { $color }子下在{ $point }后自身无气，又提不掉对方的子：这是禁着点（第5条）。
worked-why-repetition = { $color }下{ $point }后，全局重现了先前出现过的局面，且轮到同一方行棋（第6条、第20条第3款）。
quiz-practice-cited = （所述为现行做法，非规则条文）
quiz-practice = 来源：现行做法（非规则条文）
quiz-source = 依据：{ $rules }{ $article }
worked-irregular-move = 第{ $number }手（{ $color } { $point }）：{ $irregularity }
quiz-answered-of = 共{ $total }题，已答{ $answered }题；得分只计已答的题。
lang-unknown = 未知的语言“{ $lang }”：请用 --lang en、zh-CN 或 zh-TW（也可写 cn、zh、tw、zh-Hans、zh-Hant）
err-read = 无法读取 { $path }：{ $cause }
err-write = 无法写入 { $path }：{ $cause }
err-too-large = { $path } 超过 { $limit }，这类文件 weiqi-quiz 最多读这么大；请确认文件没有选错
err-not-utf8 = { $path } 不是 UTF-8 文本（第{ $offset }字节处出错）；请另存为 UTF-8
err-io-not-found = 找不到该文件或目录
err-io-permission = 没有权限
err-io-is-directory = 这是目录，不是文件
err-io-not-directory = 路径中有一段不是目录
err-io-exists = 已经存在
err-io-read-only = 文件系统只读
err-io-full = 磁盘已满
err-io-invalid-data = 数据无法读取
err-time-index = 第{ $index }个时间：{ $cause }
err-time-empty = 没有给出时间（可写 45s、1m15s、2:10 或 2分10秒）
err-time-negative = “{ $text }”是负数：时间不能为负
err-time-invalid = “{ $text }”不是时间（可写 45s、75、1m15s、2:10、2分10秒、90m、1h30m 或 1:30:00）
err-time-too-long = “{ $text }”太长
err-time-no-unit = “{ $text }”没有单位：请写 { $text }m（{ $text }分钟）或 { $text }s（{ $text }秒）；也可写 1h30m、1:30:00、60分钟、1小时
err-time-ambiguous-colon = “{ $text }”可能是时:分，也可能是分:秒：请写 1h30m 或 1m30s，或写全时:分:秒（如 1:30:00）
duration-h = { $h }小时
duration-h-m = { $h }小时{ $m }分钟
duration-h-m-s = { $h }小时{ $m }分{ $s }秒
duration-h-s = { $h }小时{ $s }秒
duration-m = { $m }分钟
duration-m-s = { $m }分{ $s }秒
duration-s = { $s }秒
err-vertex = “{ $text }”不是{ $size }路棋盘上的点（字母A–Z，不用I，加行号1–{ $size }；或 pass）
err-count-area = 黑方{ $area }子在{ $size }路棋盘上不可能（应在0到{ $points }之间，以1/2为单位）
err-count-no-dead = 死子 { $vertex }：该点上没有棋子
err-without-liberties = { $vertices } 处的棋子没有气：实战中不会出现这样的局面（请改正棋图或 SGF 的摆子）
err-clock-no-periods = 读秒至少要有一次（不读秒请用包干制）
err-clock-period = 每次读秒须为{ $min }到{ $max }之间的整秒数，现为{ $period }
err-clock-no-main-time = 包干制的基本用时须大于零
err-clock-no-moves = 限着读秒每段至少要一着
err-clock-empty-period = 限着读秒每段时间须大于零
err-sgf-syntax = 不是可读的 SGF 文件：{ $detail }
err-sgf-syntax-property-name = 属性名中出现“{ $found }”（属性名只能由大写字母组成，如 B、W、KM）
err-sgf-syntax-missing-property-name = 属性值前缺少属性名
err-sgf-syntax-unfinished-property-name = 文件在属性名中间就结束了
err-sgf-syntax-unfinished-property-value = 属性值没有用 `]` 闭合
err-sgf-syntax-tree-start = 此处不能有 `(`
err-sgf-syntax-tree-end = 此处不能有 `)`
err-sgf-syntax-property = 属性不在节点中（前面缺少 `;`）
err-sgf-syntax-end-of-data = 棋局还没有用 `)` 闭合，文件就结束了
err-sgf-syntax-game-type = 无法识别棋类（GM）
err-sgf-syntax-mixed-case-property = 属性名大小写混用（旧版 SGF）
err-sgf-syntax-no-game = 没有棋谱树：SGF 棋谱应以 `(;` 开头
err-sgf-syntax-at = 第{ $line }行第{ $column }列，{ $detail }
err-sgf-syntax-character = 此处不能有“{ $found }”
err-sgf-syntax-no-value = 属性 { $found } 后面没有 `[…]` 值
err-sgf-syntax-empty-tree = 分支 `()` 是空的，至少要有一个节点
err-sgf-syntax-node-after-variation = 变化分支之后不能再接节点：`)` 之后的着法应放进新的 `(…)`
err-sgf-syntax-after-end = 棋局的 `)` 之后还有内容（“{ $found }”）
err-sgf-syntax-too-many-nodes = 棋谱节点超过20000个，远多于任何对局记录，不予读取
err-sgf-bad-value = { $property }[{ $value }] 无法识别
err-sgf-empty = 这个 SGF 文件里没有棋局
err-sgf-not-go = 这个 SGF 文件不是围棋（GM[{ $game }]）
err-sgf-size = 不支持{ $size }路棋盘（只支持2到25路的方形棋盘）
err-sgf-move-off-board = 第{ $number }手（{ $text }）不在{ $size }路棋盘上
err-sgf-bad-move = 第{ $number }手：{ $property } 的值“{ $value }”无法识别
err-sgf-setup-off-board = 摆子 { $text } 不在{ $size }路棋盘上
err-sgf-handicap = HA[{ $value }] 在{ $size }路棋盘上不是可行的让子数（0到{ $max }子）
err-sgf-setup-without-liberties = 摆子 { $vertices } 没有气：实战中不会出现这样的局面（请改正 AB/AW）
err-sgf-two-moves = 第{ $number }手同时有黑棋和白棋的着法
err-sgf-late-setup = 不支持第{ $after }手之后的摆子（AB/AW/AE）：请把局面放在根节点
err-sgf-illegal = 第{ $number }手（{ $color } { $vertex }）不合法：{ $reason }
err-impossible-move = 第{ $number }手（{ $color }）不可能下出：{ $reason }
err-illegal-move = { $color }下在 { $point } 不合法：{ $reason }
err-handicap-too-few = 让{ $stones }子不成立（至少让2子）
err-handicap-too-many = { $size }路棋盘上没有让{ $stones }子的固定摆法（最多{ $max }子）
err-handicap-no-room = 在{ $size }路棋盘上自由放置{ $stones }子后已无处可下（最多{ $max }子）
err-handicap-board-not-empty = 让子只能摆在空棋盘上
err-handicap-bad-point = 让子 { $point } 不在棋盘上或重复
err-illegal-off-board = 不在棋盘上
err-illegal-occupied = 该点已有棋子
err-illegal-suicide = 禁着点（自身无气又不能提子）
err-illegal-ko = 提劫后立即回提
err-illegal-positional-superko = 全局同形再现（局面超级劫）
err-illegal-situational-superko = 同一方行棋时全局同形再现（情境超级劫）
err-diagram-unexpected = 第{ $line }行第{ $column }列：不认识“{ $found }”（请用 X、O、. 或小写字母标记）
err-diagram-ragged = 第{ $line }行有{ $found }个点，但第一行有{ $expected }个
err-diagram-not-square = { $rows }行、每行{ $columns }个点：棋图必须是方形
err-diagram-size = 不支持{ $size }路棋盘（2到25路）
err-diagram-duplicate-label = 第{ $line }行第{ $column }列：标记“{ $label }”用了两次
err-diagram-empty = 棋图是空的
err-diagram-unexpected-here = 不认识“{ $found }”（请用 X、O、. 或小写字母标记）
err-diagram-ragged-here = 这一行有{ $found }个点，但第一行有{ $expected }个
err-diagram-duplicate-label-here = 标记“{ $label }”用了两次
err-sheet-no-instance = 题目 `{ $id }` 生成不出有效的题（请运行 `weiqi-quiz check`）
err-sheet-no-versions = --versions 至少为1
err-sheet-one-file-html = --one-file 只写一个 HTML 文件：请用 --format html（默认即是）
err-sheet-empty-roster = { $path }：名单里没有学生姓名
err-sheet-not-a-directory = { $path } 不是目录；--out 要给一个放试卷的目录
err-sheet-not-ours = { $path } 不是 weiqi-quiz sheet 写的；请选一个空目录，或加 --force 替换它
err-no-match = 题库中没有符合筛选条件的题目
err-filter-level = 难度“{ $value }”：请写1到5的难度，或如 2..4 的范围
err-filter-type = 题型“{ $value }”：应为 fill（填空）、choice（选择）、truefalse（判断）、calc（计算）、board（棋图）或 open（问答）
err-filter-order = 顺序“{ $value }”：应为 random（随机）或 bank（题库顺序）
err-store-no-home = 没有存放练习记录的目录：请设置 WEIQI_QUIZ_HOME，或加 --no-save 运行
err-store-unwritable = 无法在 { $dir } 保存练习记录（{ $reason }）：请让它成为可写的目录、把 WEIQI_QUIZ_HOME 设为可写目录，或加 --no-save 运行
err-store-newer = 练习记录 { $path } 由更新版本的 weiqi-quiz 写入（格式 { $found }，本版本只认识 { $known }）：请升级 weiqi-quiz，或把 WEIQI_QUIZ_HOME 设为别的目录
err-store-read = 无法读取练习记录 { $path }：{ $cause }
err-store-save = 无法保存到练习记录 { $path }：{ $cause }
err-io-not-directory-itself = 它不是目录
err-sqlite-cannot-open = 无法打开数据库文件
err-sqlite-busy = 另一个程序正在使用数据库，请稍后再试
err-sqlite-damaged = 数据库已损坏
err-sqlite-io = 磁盘读写出错
err-sqlite-other = 数据库出错
err-serve-bind = 无法在 { $addr } 上监听：{ $cause }（请换一个 --port，或用 --port 0 任选空闲端口）
err-serve-stopped = 服务器停止了：{ $cause }
err-class-missing-item = 测验中的题目 { $id } 不在题库中
err-class-no-instance = 题目 { $id } 生成不出有效的题（请运行 `weiqi-quiz check`）
err-class-bad-paper = 数据库中保存的测验无法读取（可能来自其他版本的 weiqi-quiz）
note-database-kept-aside = 练习记录数据库 { $path } 已损坏；已另存为 { $aside }，并重新开始记录
note-legacy-unreadable = 无法读取旧的练习记录 { $path }（{ $cause }）；这次没有导入，下次再试
note-legacy-kept-aside = 旧的练习记录文件 { $path } 已损坏，无法导入；已另存为 { $aside }，并重新开始记录
note-legacy-left = 旧的练习记录文件 { $path } 已损坏，无法导入，也无法移开（{ $cause }）；保持原样
note-imported = 已从 { $from } 导入 { $sessions } 次练习（{ $answers } 个答案）到 { $into }；旧文件保持原样
err-profile = 档案名“{ $name }”：请用1到64个字母、数字、- 或 _（可用汉字）
err-stones = “{ $text }”不是以1/4子为单位的子数（可写 3.75、3¾、3 3/4、3又3/4 或 15/4）
err-unknown-rules = 未知的规则“{ $name }”（可选：{ $names }）
err-unknown-system = 未知的赛制“{ $name }”（请用 round-robin 循环赛或 swiss 积分编排制）
err-unknown-tiebreak = 未知的破同分方法“{ $name }”（可用 score、sos、sb、progressive、warnings、direct、total-theoretical 或 total-actual）
err-grade-json = 不是 weiqi-quiz 的答案文件：{ $detail }
err-grade-format = 答案文件格式“{ $found }”与本版本不同（由其他版本的 weiqi-quiz 生成）
err-grade-bad-key = 第{ $version }卷第{ $number }题：{ $message }
err-key-points = 分值 { $value } 不可能（应为0或以上，以1/4为单位：0.25、1、1.5……）
err-key-right-option = 正确选项“{ $value }”不在选项之中
err-key-no-right-option = 选择题没有正确选项
err-key-no-blanks = 填空题没有空
err-key-not-a-number = “{ $value }”不是数
err-key-not-a-colour = “{ $value }”既不是黑也不是白
err-grade-unknown-version = 第{ $line }行：答案文件中没有“{ $version }”卷（只有 { $known }）
err-grade-no-version = 第{ $line }行：没有写卷号，“{ $name }”也没有打印过试卷
err-grade-too-many = 第{ $line }行：有{ $found }个答案，但第{ $version }卷只有{ $items }题
err-grade-no-students = 答卷文件中没有学生
err-bank-problems = （题库中有{ $count }个问题；运行 `weiqi-quiz check` 查看全部）
err-reset-no-save = history --reset 会改动练习记录，不能与 --no-save 同用
err-reset-no-terminal = history --reset：没有终端可以确认；要清除档案“{ $profile }”的练习记录，请加 --yes
tag-results = 胜负计算
tag-ko = 劫
tag-tournament = 竞赛编排
tag-komi = 贴子
tag-forbidden-point = 禁着点
tag-counting = 数子
tag-small-boards = 小棋盘
tag-rule-sets = 其他规则
tag-time-control = 用时
tag-repetition = 全局同形
tag-irregularities = 违规处理
tag-captures = 提子
tag-liberties = 气
tag-seed-paper = 样卷
tag-tie-breaks = 破同分
tag-round-robin = 循环赛
tag-end-of-game = 终局
tag-swiss = 积分编排制
tag-suicide = 自杀
tag-seki = 双活
tag-equipment = 器材
tag-moves = 着法
tag-life-death = 死活
tag-handicap = 让子
tag-byoyomi = 读秒
tag-nigiri = 猜先
tag-warnings = 警告
tag-superko = 全局同形禁止
tag-sudden-death = 包干制
tag-pass = 虚着
tag-team = 团体赛
tag-triple-ko = 三劫循环
tag-snapback = 倒扑
tag-rule-versions = 规则版本
tag-misconception = 常见误解
tag-scoring = 计分
tag-rulings = 裁决
mode-practice = 练习
mode-exam = 考试
mode-drill = 裁判训练
mode-review = 复习
list-separator = ，
replay-player = { $color }方：{ $name }
replay-captures = 提{ $count }子
replay-suicide = 自杀{ $count }子
replay-illegal = 违规：{ $reason }（未落子）
replay-irregular-mark = 违规（见下）
replay-all-legal = 共{ $moves }手，全部合法
replay-some-illegal = 共{ $moves }手，其中{ $count }手违规：第{ $list }手
replay-captures-total = 提子：黑{ $black }子，白{ $white }子
stats-questions = 共{ $count }题
stats-by-type = 按题型：
stats-by-rules = 按规则：
stats-by-article = 按条款：
stats-by-tag = 按主题：
stats-name-code = { $name }（{ $code }）
list-regulation = 规程
list-tag-unknown = （不在标签表中）
check-clean = { $files }个文件共{ $questions }题（{ $counts }）：未发现问题
check-and-warnings = ，{ $warnings }个警告
check-problems = 发现{ $errors }个问题{ $warnings ->
        [0] {""}
       *[other] 、{ $warnings }个警告
    }（读入{ $questions }题）
kind-fill = 填空题
kind-choice = 选择题
kind-truefalse = 判断题
kind-calc = 计算题
kind-board = 棋图题
kind-open = 简答题
err-clock-fischer-no-main-time = 费舍尔加秒制的基本用时须大于零
err-clock-no-increment = 费舍尔加秒制每步加秒须大于零（不加秒请用包干制）
err-ruling-what = 请给出违规类型，或用 --game 给出棋谱
err-player-both = --player：要么两位棋手都给，要么都不给
err-player-form = --player “{ $text }”：应写作 姓名:段级位:年龄，如 李:5d:34
err-player-number = --player “{ $text }”：{ $what }“{ $value }”不是整数
err-player-rank = --player “{ $text }”：“{ $rank }”不是段级位（如 5d、5、3k、5p、3级、职业5段）
player-age = 年龄
err-clock-needs-increment = fischer 加秒制需要 --increment（如 30s）
err-clock-needs-moves-per-period = moves-per-period 定时限步制需要 --moves-per-period
err-clock-needs-period = moves-per-period 定时限步制需要 --period（如 10m）
err-clock-not-for-byoyomi = { $option } 不适用于读秒制（byoyomi）：读秒制用 --main、--periods、--period；各种计时方式都可加 --late、--late-limit
err-clock-not-for-sudden-death = { $option } 不适用于包干制（sudden-death）：包干制只用 --main；各种计时方式都可加 --late、--late-limit
err-clock-not-for-moves-per-period = { $option } 不适用于定时限步制（moves-per-period）：定时限步制用 --main、--moves-per-period、--period；各种计时方式都可加 --late、--late-limit
err-clock-not-for-fischer = { $option } 不适用于加秒制（fischer）：加秒制用 --main、--increment；各种计时方式都可加 --late、--late-limit
err-clock-late-limit-alone = --late-limit 要和 --late 一起用（如 --late 10m --late-limit 1h）
err-stdin = 无法读取标准输入
err-nigiri-shown = 猜先方出示1子（猜单）或2子（猜双），不能是{ $shown }
err-nigiri-no-stones = 握子方至少要握一子
err-nigiri-rank = “{ $rank }”不是段级位：级位写 3k（1k–30k），段位写 5d 或 5（1d–9d），职业写 5p（1p–9p）

## serve：课堂服务器（终端、学生页面、教师面板）
serve-students = 学生打开：{ $url }
serve-teacher = 教师（此地址请勿外传）：{ $url }
serve-resumed = 继续未关闭的测验“{ $title }”（已有 { $students } 名学生加入）；答案和登录凭据照常有效。用 --new 另开新测验。
serve-started = 共 { $count } 道题，{ $mode }。按 Ctrl-C 停止：每个答案提交时即已保存。
serve-mode-self-paced = 自定进度
serve-mode-live = 课堂同步（由教师在面板上逐题推进）
serve-open-left-out = 已略去 { $count } 道简答题：它们需要教师评分。
serve-no-items = 没有符合筛选条件的题目（课堂测验不含简答题）。
serve-title-default = 课堂测验
serve-join-prompt = 你的姓名
serve-join-button = 加入
serve-question-of = 第 { $number } 题，共 { $of } 题
serve-time-left = 剩余时间 { $time }
serve-submit = 提交
serve-skip = 跳过
serve-blank = 第 { $number } 空
serve-choose-several = 选出所有正确选项，然后提交。
serve-waiting = 等待老师出示下一题……
serve-done = 已完成
serve-closed-note = 老师已结束本次测验。
serve-time-up = 时间到。
serve-score = 你的得分：{ $score } / { $total } 分（答对 { $right } / { $of } 题）。
serve-mistakes = 你的错题
serve-no-mistakes = 全部正确，做得好！
serve-your-answer = 你的答案：{ $answer }
serve-no-answer = 未作答。
serve-right-answer = 正确答案：{ $answer }
serve-error-token = 你还没有加入本次测验（或测验已更换）：请输入姓名加入。
serve-error-teacher = 此页面需要服务器打印的教师地址（含令牌）。
serve-error-name = 请输入姓名（最多 60 个字）。
serve-error-body = 请求过大，或不是有效的 JSON。
serve-error-closed = 测验已结束，不能再作答。
serve-error-full = 人数已满。
serve-error-already = 这道题已经作答，答案不可更改。
serve-error-number = 这不是当前要回答的题。
serve-error-unreadable = 这不是本题的答案，请重新输入（每个空都要填）。
serve-error-not-done = 老师结束测验后才能查看答案和错题回顾。
serve-error-save = 服务器未能保存，请重试。
serve-error-network = 无法连接老师的电脑，正在重试……
serve-error-not-found = 没有这个页面或接口。
serve-screen-keys = 回车或空格：公布答案，再按出示下一题
serve-screen-closed = 测验结束，谢谢大家！
serve-screen-points = { $points } 分
serve-screen-leaders = 前五名
serve-screen-answer = 正确答案：{ $answer }
serve-screen-time-up = 时间到！
serve-screen-answered = 已作答 { $answered } / { $count } 人
serve-screen-finished = 已完成 { $finished } / { $count } 人
serve-screen-joined = 已加入 { $count } 人
serve-screen-join = 扫码或打开网址加入
serve-dash-approve = 批准
serve-dash-request = { $name }（已等 { $seconds } 秒）
serve-dash-requests = 请求换设备继续作答
serve-dash-absent = 未到 { $count } 人：
serve-dash-seconds-left = 剩余 { $seconds } 秒
serve-dash-hidden-until-reveal = 公布答案前不标出正确答案，可以放心投影。
serve-dash-revealed = （答案已公布）
serve-dash-reveal = 公布答案
serve-dash-open-screen = 打开投影屏幕
serve-error-nothing-to-reveal = 现在没有可公布答案的题目：课堂同步时请先出示一道题。
serve-error-too-late = 这道题的作答时间已过（或老师已公布答案）。
serve-error-request-gone = 这个请求已失效（超过10分钟或已处理）：请重新输入姓名。
serve-error-joining = 有人正在用这个名字加入，请稍后再试。
serve-error-not-on-roster = 名单上没有这个名字：请从列表中选出你的姓名，或请老师核对名单。
serve-error-slow-down = 加入请求太频繁，请稍等片刻再试。
serve-error-json = 请求须为 JSON（Content-Type: application/json）。
serve-error-origin = 只接受本测验页面发来的请求。
serve-error-too-large = 请求过大。
serve-mark-unreadable = 无法识别
serve-mark-blank = 未答
serve-mark-wrong = 错
serve-mark-right = 对
serve-csv-mark = 第{ $number }题评判
serve-csv-answer = 第{ $number }题答案（{ $id }）
serve-outcome-none = 未作答，正确答案：{ $key }
serve-outcome-wrong = ✗ 答错了，正确答案：{ $key }
serve-outcome-right = ✓ 答对了，正确答案：{ $key }
serve-review-later = 答案已全部提交。老师结束测验后，这里会显示你的得分和错题回顾。
serve-joined-as = 已加入：{ $name }
serve-join-waiting-approval = 等待老师批准……
serve-join-ask-teacher = 这个名字已在另一台设备上加入。请告诉老师：老师在面板上批准后，你就在这里接着作答。
serve-name-suffix = { $name }（{ $number }）
serve-live-only = --seconds 和 --no-leaderboard 只用于课堂同步（--mode live）。
serve-screen = 投影屏幕（此地址请勿外传）：{ $url }
err-serve-busy = 另一个 serve 正在使用数据库 { $db }：请先停止它，或用 --db 指定另一个文件。
err-serve-port-busy = 端口 { $port } 已被占用（也许另一个 serve 正在运行）：先停止它，换一个 --port，或用 --port 0 任选空闲端口。
serve-dash-title = 教师面板
serve-dash-students-open = 学生打开
serve-dash-items = 题目
serve-dash-joined = 已加入 { $count } 人
serve-dash-none = 还没有学生加入。
serve-dash-name = 姓名
serve-dash-progress = 已答
serve-dash-score = 答对
serve-dash-points = 得分
serve-dash-item = 题目
serve-dash-answered = 作答人数
serve-dash-share = 正确率
serve-dash-start = 出示第一题
serve-dash-next = 出示下一题
serve-dash-finish = 结束测验
serve-dash-current = 全班正在做第 { $number } 题，共 { $of } 题。
serve-dash-not-started = 全班等待第一题。
serve-dash-distribution = 第 { $number } 题的答案分布
serve-dash-close = 结束测验
serve-dash-close-confirm = 结束测验？学生将不能再作答，并会看到自己的成绩。
serve-dash-closed = 测验已结束。
serve-dash-results = 成绩
serve-dash-analysis = 题目分析
serve-dash-top = 高分组
serve-dash-bottom = 低分组
serve-dash-strong-miss = 高分学生答错
serve-dash-mode-live = 课堂同步：由你逐题推进
serve-dash-mode-self-paced = 自定进度：每名学生按自己的速度作答
serve-dash-minutes = 每人 { $minutes } 分钟
serve-dash-download-json = 下载成绩数据（供其他程序读取）
serve-dash-download-csv = 下载成绩表（用电子表格打开）
err-paper-unknown = 没有名为“{ $name }”的试卷（内置：{ $known }）；也可给出试卷文件（.toml）
err-paper-invalid = 试卷 { $name }：{ $message }
err-paper-no-items = 有一节一道题也不要（count = 0）
err-paper-no-sections = 没有 [[section]]：试卷至少要有一节
err-unknown-id = 题库中没有编号为 `{ $id }` 的题目（`weiqi-quiz list` 列出全部编号）
err-unknown-id-near = 题库中没有编号为 `{ $id }` 的题目；是不是 `{ $near }`？
err-paper-too-few = 试卷 { $name } 第{ $section }部分：题库中只有{ $found }道符合的题，不够{ $wanted }道
err-paper-points-sum = 各部分分值合计{ $total }分，不是100分：请给每一部分写上每题的 `points`，使题数×分值合计为100
err-paper-points-missing = 有的部分写了 `points`，有的没写：要么每一部分都写每题分值，要么都不写
err-paper-points-value = `points` 和 `pass` 必须是以0.25为单位的正数（如1、1.5、2.25）
err-paper-pass-range = 及格分{ $pass }不在0到试卷总分{ $total }之间
err-input-at = 第{ $line }行第{ $column }列：{ $problem }
err-input-result = 不认识的结果“{ $value }”（可写 B、W、1-0、0-1、=、draw、B+R、W+T、B+3.5；弃权写 B+F、W+F 或 0:1 forfeit；双方判负写 双方判负 或 0-0；轮空写 bye；退赛写 退赛）
err-input-empty-name = 棋手姓名是空的
err-input-self-play = “{ $player }”不能与自己对局
err-input-bye-result = 对手是 BYE 的一局，结果须写 bye，不能是“{ $value }”
err-input-bye-two-players = 结果为 bye（轮空）时对手应为空或 BYE，但两位棋手都写了名字
err-input-two-games = “{ $player }”在第{ $round }轮有第二局（第一局在第{ $line }行）
err-input-rematch = “{ $first }”与“{ $second }”再次相遇（第一次在第{ $line }行）：积分编排制中同一对手不能遇到两次
err-input-round = 轮次须为1到{ $max }的整数，不能是“{ $value }”
err-input-warnings = 警告次数须为0到1000的整数，不能是“{ $value }”
err-input-warnings-bye = BYE（轮空）不能有警告
err-input-missing-column = 第一行须为表头 round,black,white,result（可加 black_warnings,white_warnings）；缺少 { $column } 列
err-input-duplicate-column = 表头中“{ $column }”列出现了两次
err-input-unknown-column = 不认识的列“{ $column }”（警告列为 black_warnings 和 white_warnings）
err-input-missing-field = 缺少 { $field } 一项
err-input-extra-field = 这一行的项数比表头的列数多
err-input-unclosed-quote = 这一行有引号没有闭合
err-input-text-after-quote = 闭合引号后还有多余的文字
err-input-duplicate-player = 棋手“{ $player }”列了两次
err-input-played-after-withdrawal = “{ $player }”已于第{ $round }轮前退赛（第{ $line }行），却在第{ $game_round }轮有对局
err-input-withdrawal-two-players = 退赛只写一名棋手，这里写了两名
err-input-withdrawn-twice = “{ $player }”被写了两次退赛
err-input-stated-system = “# system:”一行中的赛制“{ $value }”不认识（写 swiss 或 round-robin）
err-input-not-on-list = “{ $player }”不在棋手名单中；请改正姓名，或把该棋手加入名单
err-input-not-on-list-like = “{ $player }”不在棋手名单中（是否为“{ $like }”的笔误？）；请改正姓名，或把该棋手加入名单
err-input-missing-from-round = “{ $player }”在成绩第{ $round }轮中没有对局也没有轮空；请补上，或在名单的退赛列写明其最后一轮
err-input-round-gap = 第{ $round }轮接在第{ $previous }轮之后，中间缺了一轮（轮次写错了？）
err-input-strength = 不认识的等级分或段位“{ $value }”（等级分写如 2150，段位写如 5段、3级、5d、3k）
err-input-mixed-strength = 同一列中等级分与段位混用（“{ $value }”）；请全部写等级分，或全部写段位
err-input-withdrawn = 退赛列应写退赛前最后一轮的轮次（0 或正整数），不能是“{ $value }”
err-team-score-needs-teams = “{ $value }”是团体赛的比赛比分：比赛行的黑方、白方两栏写两个队名，并用 --teams 队伍名单.csv（一行 队名,棋手）给出各队棋手
err-team-none = 队伍名单中没有任何队（每行写 队名,棋手，一行一名棋手）
err-team-empty-name = 缺少队名（每行写 队名,棋手，一行一名棋手）
err-team-two-teams = “{ $player }”列在“{ $team }”，但已在“{ $first_team }”（第{ $line }行）：一名棋手只能代表一个队
err-team-name-is-player = “{ $name }”既是队名又是棋手姓名；请给该队换个名字
err-team-not-in-team = “{ $player }”不在队伍名单的任何队中；请改正姓名，或在队伍名单中把该棋手加入其所在队
err-team-same-team = “{ $first }”与“{ $second }”同属“{ $team }”：每一台须由两个队的棋手对局
err-team-against-player = “{ $team }”是队名：比赛行写两个队名，台次行写两名棋手
err-team-bye = 团体赛中的轮空（“{ $name }”）尚不能计分：请从成绩文件中删去轮空行
err-team-score = 不认识的比赛比分“{ $value }”（写各队胜局数，如 3-1、2.5-1.5；或写局分，如 6-2）
err-team-no-boards = 第{ $round }轮“{ $first }”对“{ $second }”的比赛没有各台成绩：请在比赛行之后写出每一台的对局
err-team-score-mismatch = 这场比赛写的是{ $stated }，但它的{ $boards }台成绩合计为{ $counted }：请改正比分或各台成绩
err-team-two-matches = “{ $team }”在第{ $round }轮有第二场比赛（第一场在第{ $line }行）
err-team-board-twice = 这场比赛的第{ $board }台已在第{ $line }行
err-team-board = 台次须为1到{ $max }的整数，不能是“{ $value }”
err-pair-no-players = 第{ $round }轮已无棋手可编排（全部退赛）
err-pair-impossible = 第{ $round }轮无法在不重复对手的情况下编排：本次比赛的轮数已达到人数所能容纳的上限
err-csv-at = { $path } 第{ $line }行：{ $problem }
err-csv-line = 第{ $line }行：{ $problem }
err-csv-unclosed-quote = 第{ $column }列：引号中的单元格没有闭合
err-csv-text-after-quote = 第{ $column }列：闭合引号后还有文字（引号内的引号要写成 ""）

# bank findings
check-warning = 警告
check-directory-unreadable = 无法读取这个目录
check-directory-unreadable-because = 无法读取这个目录：{ $error }
check-link-outside = 不跟随指向题库目录之外的链接
check-file-unreadable = 无法读取这个文件：{ $error }
check-not-a-file = 不是文件
check-file-too-large = 文件有 { $bytes } 字节，作为题库太大（最多 { $max } 字节）
check-not-utf8 = 不是 UTF-8 文本（第 { $offset } 字节处有错误字节）
check-duplicate-id = 题号 `{ $id }` 重复（首次使用在 { $file }:{ $line }）
check-invisible-characters = { $field } 含有 { $characters }：输出时会去掉这类字符，请删除
check-answer-no-locale = `answer` 没有任何语言的答案
check-blanks-mismatch = text.{ $locale } 有 { $blanks } 个空（____），但 { $locale } 的答案列了 { $answers } 个
check-options-no-locale = `options` 没有任何语言的选项
check-options-count-mismatch = options.{ $locale } 有 { $count } 个选项，而 options.{ $first-locale } 有 { $first-count } 个
check-options-how-many = 选择题需要 2 到 8 个选项，这里有 { $count } 个
check-answer-not-an-option = 答案 `{ $answer }` 不在 { $count } 个选项（A 到 { $last }）之中
check-board-unanswerable = 引擎无法解答这道棋盘题：{ $error }
check-verify-error = verify：{ $error }
check-verify-one-key = verify 要求恰好一个正确选项
check-verify-key-wrong = verify：引擎算出 { $right }，但答案所标的 options.{ $locale } 第 { $letter } 项（{ $option }）与此不符
check-verify-also-right = verify：options.{ $locale } 第 { $letter } 项（{ $option }）也表示正确答案 { $right }
check-verify-one-blank = verify 只用于只有一个空的填空题
check-verify-no-answer-right = verify：引擎算出 { $right }，但 answer.{ $locale } 中没有哪个可接受的答案表示它
check-verify-needs-expect = 判断题的 verify 需要 `expect`：当且仅当引擎结果等于 expect 时，答案为 true
check-verify-expect-unreadable = verify：`expect = { $expect }` 不是 `{ $kind }` 的一种答案
check-verify-equals-expect = verify：引擎算出 { $right }，与 `expect = { $expect }` 相同，所以答案应为 { $key }
check-verify-differs-from-expect = verify：引擎算出 { $right }，与 `expect = { $expect }` 不同，所以答案应为 { $key }
check-unknown-placeholder = text.{ $locale } 用了 {"{"}{ $name }{"}"}，但它不在 params 中
check-too-many-instances = params 展开后有 { $total } 道题（最多 { $max } 道）
check-impossible-instance = params 给出了不可能的题目（{ $values }）：{ $error }
check-toml-syntax = TOML 语法错误：{ $error }
check-unknown-top-level-key = 未知的顶层键 `{ $key }`（题库由若干 [[question]] 表组成）
check-question-not-tables = `question` 必须写成 [[question]] 表
check-question-not-a-table = 每道题都必须是一个表
check-id-characters = 题号 `{ $id }` 只能使用 a-z、0-9、`.`、`_` 和 `-`
check-missing-id = 缺少字段 `id`
check-missing-type = 缺少字段 `type`
check-unknown-type = 未知的题型 `{ $type }`（应为 fill、choice、truefalse、calc、board 或 open）
check-unknown-field = 未知的字段 `{ $field }`
check-field-of-other-types = { $type } 题不用字段 `{ $field }`（只有 { $types } 题用它）
check-missing-text = 缺少字段 `text`（text.zh-CN = "…"）
check-text-no-locale = `text` 没有任何语言的题面
check-winner-named-boolean = `winner_named` 必须是 true 或 false
check-missing-field = 缺少字段 `{ $field }`（{ $hint }）
check-unknown-ask = 未知的 ask `{ $ask }`（应为 legal、captures、liberties、count、result、irregular 或 ruling）
check-handicap-range = `handicap` 必须是 0 到 25 的整数
check-board-and-sgf = `board` 和 `sgf` 只能给一个
check-board-no-liberties = board：这些棋子没有气：{ $points }
check-sgf = sgf：{ $error }
check-missing-board = 缺少字段 `board`（文字棋图）或 `sgf`
check-point-error = `{ $field }`：{ $error }
check-move-form = 着手 `{ $move }` 必须是颜色加点位："B a"、"W D4"、"B pass"
check-board = board 棋图错误：{ $error }
check-not-a-string = `{ $field }` 必须是字符串，而不是{ $found }
check-not-strings = `{ $field }` 必须是字符串数组
check-not-a-number = `{ $field }` 必须是以四分之一子计的数（如 3、184.5 或 "3 3/4"）
check-text-needs-locale = `{ $field }` 必须注明语言：{ $field }.zh-CN = "…"，{ $field }.en = "…"
check-text-empty = `{ $field }.{ $locale }` 是空的
check-not-a-locale = `{ $tag }` 不是语言标记（请写 zh-CN、zh-TW 或 en）
check-unknown-source = 未知的来源 {$name}：陈述现行做法的题目写 `source = "practice"`，否则不写这一项
check-dead-drawn-alive = 题文说 { $stones } 是死子，棋图却画成活子：请把每块死棋的一个子写进 `dead`
check-citation-form = `explain.{ $locale }` 引作“{ $cited }”：请写成“第{ $article }条第{ $item }款”
check-citation-other = `explain.{ $locale }` 最先引用的条文是 { $cited }，而题目的 `article` 是 { $article }：请先引用本题的条文，或改正 `article`
check-stem-names-answer = 英文题干里写出了答案“{ $answer }”：考生从题目就能读到答案
check-option-implausible = 选项“{ $option }”（`options.{ $locale }`）不像一个会被选的答案：答案是整数，各选项也应是整数，且不小于零
check-true-share = 题库的 { $count } 道判断题中有 { $true } 道答案为“对”（{ $share }%）：应在40%到60%之间，免得一律答“对”就能多得分
check-sgf-path-outside = `sgf` 写的是 { $path }：棋谱须直接写 SGF，或是题库所在文件夹里的文件（不能用绝对路径或 `..`）
check-sgf-unreadable = 读不了棋谱 { $path }（相对题库文件所在的文件夹）：{ $error }
check-captured-still-there = 题文说 { $stones } 的子被提掉，但下完 `moves` 后那里仍有棋子：请核对着法和题文所说的点
check-level-range = `level` 必须是 1 到 5 的整数
check-points-range = `points` 必须大于 0 且不超过 100
check-verify-not-a-table = `verify` 必须是表：verify = {"{"} calc = "result", black = 183 {"}"}
check-verify-needs-calc = `verify` 需要 `calc = "…"`
check-not-a-parameter = `{ $field }` 不是 `{ $calc }` 的参数（它的参数是 { $known }）
check-fill-answer-form = 填空题答案要注明语言，并列出每个空可接受的答案：answer.zh-CN = [["气"], ["天元", "天元点"]]
check-fill-answer-lists = `{ $field }` 必须是列表的列表：[["…"], ["…"]]
check-fill-blank-empty = `{ $field }` 中有一个空没有可接受的答案
check-unit-missing = 第{ $blank }空的答案是数：请用 `unit = "…"` 写明单位（{ $names }；手数、轮数、气数等纯数用 count），这样单位写错的答案才会判错并说明原因
check-unit-unknown = 不认识的单位“{ $unit }”：请写 { $names } 之一
check-unit-count = { $blanks }个空写了{ $units }个单位：要么写一个（所有空通用），要么每空一个
check-unit-contradicts = `{ $field }` 中的答案“{ $answer }”的单位不是本题 `unit` 规定的 { $unit }
check-options-need-locale = `options` 必须注明语言：options.zh-CN = ["…"]
check-choice-answer-form = 选择题答案是一个字母（"B"）或字母列表（["A", "C"]）
check-answer-not-a-letter = 答案 `{ $answer }` 不是大写字母
check-shuffle-boolean = `shuffle` 必须是 true 或 false
check-truefalse-answer-form = 判断题答案是 `true` 或 `false`（不加引号）
check-params-not-a-table = `params` 必须是表：params.black = 183
check-missing-param = 缺少 `params.{ $param }`（`{ $calc }` 需要它）
check-one-of-not-a-list = `params.{ $param }.one_of` 必须是列表
check-one-of-empty = `params.{ $param }.one_of` 是空的
check-param-form = `params.{ $param }` 必须是一个值、{"{"} from = …, to = …, step = … {"}"} 或 {"{"} one_of = […] {"}"}
check-param-range = `params.{ $param }` 需要 from ≤ to，且 step 大于 0
check-present-values = `present` 必须是 { $allowed }
check-unknown-rules = 未知的规则 { $name }（应为以下之一：{ $names }）
check-unknown-calc = 未知的计算 { $name }（应为以下之一：{ $names }）
check-not-a-colour = 不是颜色：{ $name }（应为 black、white、b 或 w）
check-unknown-field-near = 未知的字段 `{ $field }`，是不是 `{ $meant }`？
check-unknown-ask-near = 未知的 ask `{ $ask }`，是不是 `{ $meant }`？（应为 legal、captures、liberties、count、result 或 irregular）
check-unknown-calc-near = 未知的计算 { $name }，是不是 `{ $meant }`？（应为以下之一：{ $names }）
check-points-quarters = `points` 是本题的分值，以分计，须为 0.25 的倍数（如 1、0.5 或 2.25）
check-fill-answer-flat = `{ $field }` 直接列了字符串，但填空题的答案要为每个空各列一个可接受答案的列表：{ $field } = { $fixed }
check-unknown-tag = 标签 `{ $tag }` 不在标签表中（`weiqi-quiz list --tags` 列出全部）：请改用表中的标签，或在题库的 [tags] 表中自定义：[tags] { $tag } = {"{"} zh-CN = "…", en = "…" {"}"}
check-unknown-tag-near = 标签 `{ $tag }` 不在标签表中，是不是 `{ $meant }`？（`weiqi-quiz list --tags` 列出全部；题库可在 [tags] 表中自定义标签）
check-tag-comma = 标签 `{ $tag }` 中有全角逗号“，”：每个标签要单独写成一个字符串：tags = [{ $fixed }]
check-toml-full-width = TOML 语法错误：这里用了全角的“{ $found }”（中文输入法），TOML 要求半角的 `{ $ascii }`
check-tags-not-a-table = 题库顶层的 `tags` 用来自定义本题库的标签：[tags] my-topic = {"{"} zh-CN = "…", en = "…" {"}"}
check-tag-name-form = 自定义标签只能用小写字母、数字和 `-`，不能是 `{ $tag }`

## The TOML and JSON readers' messages (src/i18n/parsers.rs)

parse-unreadable = 这里无法解析
parse-at = 第{ $line }行第{ $column }列：{ $problem }
parse-expected = { $problem }；应为：{ $expected }
parse-missing-field = 缺少字段 { $name }
parse-duplicate-field = 字段 { $name } 重复
parse-unknown-field = 未知的字段 { $name }，应为{ $expected }
parse-unknown-variant = 未知的值 { $name }，应为{ $expected }
parse-nothing-allowed = 此处不能有任何字段
parse-wrong-type = 类型不对：这里是{ $found }，应为{ $expected }
parse-wrong-value = 值不对：这里是{ $found }，应为{ $expected }
parse-wrong-length = 长度{ $length }不对，应为{ $expected }
parse-one-of = { $names } 之一
parse-underscore-may-only-go-between-digits = `_` 只能写在两个数字之间
parse-cannot-recurse-further-max-recursion-depth-met = 嵌套太深
parse-recursion-limit = 点分隔的键层数太多
parse-carriage-return-must-be-followed-by-newline = 回车符后面必须是换行符
parse-duplicate-key = 键重复
parse-extra-equals = 多了一个 `=`
parse-extra-assignment-between-key-value-pairs = 键值对之间多了一个赋值
parse-extra-comma-in-array = 数组中多了一个逗号
parse-extra-comma-in-inline-table = 内联表中多了一个逗号
parse-integers-with-a-radix-cannot-be-signed = 带进制前缀的整数不能有正负号
parse-invalid-basic-string = 基本字符串无效
parse-invalid-binary-number = 二进制数无效
parse-invalid-boolean = 布尔值无效（应为 true 或 false）
parse-invalid-comment-character = 注释中有无效字符
parse-invalid-date-time = 日期时间无效
parse-invalid-exponent = 指数无效
parse-invalid-float = 小数无效
parse-invalid-fraction = 小数部分无效
parse-invalid-hexadecimal-number = 十六进制数无效
parse-invalid-inline-table-element = 内联表的元素无效
parse-invalid-integer-number = 整数无效
parse-invalid-key = 键无效
parse-invalid-key-value-pair = 键值对无效
parse-invalid-literal-string = 字面字符串无效
parse-invalid-mantissa = 尾数无效
parse-invalid-multi-line-basic-string = 多行基本字符串无效
parse-invalid-multi-line-literal-string = 多行字面字符串无效
parse-invalid-octal-number = 八进制数无效
parse-invalid-string = 字符串无效
parse-invalid-table = 表无效
parse-invalid-unquoted-key = 不带引号的键无效
parse-invalid-value = 值无效
parse-key-with-no-value = 键没有值
parse-keys-cannot-be-multi-line-basic-strings = 键不能是多行基本字符串
parse-keys-cannot-be-multi-line-literal-strings = 键不能是多行字面字符串
parse-missing-array-opening = 缺少数组的开头 `[`
parse-missing-assignment-between-key-value-pairs = 键和值之间缺少 `=`
parse-missing-comma-between-array-elements = 数组元素之间缺少逗号
parse-missing-comma-between-key-value-pairs = 键值对之间缺少逗号
parse-missing-comment-start = 缺少注释开头 `#`
parse-missing-escaped-value = 转义符 `\` 后缺少内容
parse-missing-inline-table-opening = 缺少内联表的开头 `{"{"}`
parse-missing-key-for-inline-table-element = 内联表的元素缺少键
parse-missing-opening-quote = 缺少开头的引号
parse-missing-table-open = 缺少表的开头 `[`
parse-missing-value-for-key = 键缺少值
parse-missing-value = 缺少值
parse-radix-must-be-lowercase = 进制前缀必须小写（0x、0o、0b）
parse-redundant-integer-number-prefix = 整数前缀多余
parse-redundant-numeric-sign = 正负号多余
parse-string-values-must-be-quoted = 字符串值必须加引号
parse-too-few-unicode-value-digits = Unicode 转义的位数不够
parse-unclosed-array-table = 数组表没有闭合（缺少 `]]`）
parse-unclosed-array = 数组没有闭合
parse-unclosed-inline-table = 内联表没有闭合
parse-unclosed-table = 表头没有闭合（缺少 `]`）
parse-unexpected-equals-in-array = 数组中不能有 `=`
parse-unexpected-content-between-comment-and-newline = 注释与换行之间有多余内容
parse-unexpected-content = 这里有多余的内容
parse-unexpected-key-or-value = 这里不应有键或值
parse-unexpected-leading-zero = 数字不能以 0 开头
parse-unexpected-sign = 这里不应有正负号
parse-unquoted-keys-cannot-be-empty = 不带引号的键不能为空
parse-basic-string = 基本字符串
parse-characters = 字符
parse-digits = 数字
parse-key = 键
parse-letters = 字母
parse-literal-string = 字面字符串
parse-multi-line-basic-string = 多行基本字符串
parse-non-double-quote-visible-characters = 双引号以外的可见字符
parse-non-single-quote-characters = 单引号以外的字符
parse-non-single-quote-visible-characters = 单引号以外的可见字符
parse-numbers = 数字
parse-printable-characters = 可打印字符
parse-unicode-hexadecimal-value = Unicode 十六进制值
parse-value = 值
parse-newline = 换行
parse-nothing = 无
parse-string = 字符串
parse-integer = 整数
parse-float = 小数
parse-boolean = 布尔值
parse-datetime = 日期时间
parse-array = 数组
parse-table = 表
parse-inline-table = 内联表
parse-sequence = 数组
parse-map = 表
parse-unit-value = 空值
parse-character = 字符
parse-a-number = 数
parse-eof-while-parsing-a-list = 解析数组时文件就结束了
parse-eof-while-parsing-an-object = 解析对象时文件就结束了
parse-eof-while-parsing-a-string = 解析字符串时文件就结束了
parse-eof-while-parsing-a-value = 解析值时文件就结束了
parse-expected-colon = 应为 `:`
parse-expected-comma-or-bracket = 应为 `,` 或 `]`
parse-expected-comma-or-brace = 应为 `,` 或 `{"}"}`
parse-expected-ident = 应为 true、false 或 null
parse-expected-value = 应为一个值
parse-invalid-escape = 转义无效
parse-invalid-number = 数字无效
parse-number-out-of-range = 数字超出范围
parse-invalid-unicode-code-point = Unicode 码位无效
parse-control-character-u0000-u001f-found-while-parsing-a-string = 字符串中有控制字符
parse-key-must-be-a-string = 键必须是字符串
parse-lone-leading-surrogate-in-hex-escape = 十六进制转义中有落单的代理码位
parse-trailing-comma = 末尾多了一个逗号
parse-trailing-characters = 后面还有多余的字符
parse-unexpected-end-of-hex-escape = 十六进制转义不完整
parse-recursion-limit-exceeded = 嵌套太深

## Why a computed item has no answer (src/bank/calc.rs)

calc-err-missing = 缺少参数 `{ $name }`
calc-err-bad = 参数 `{ $name }` 应为{ $what }，而不是 { $value }
calc-wanted-number = 数
calc-wanted-count = 0或以上的整数
calc-wanted-number-list = 以逗号分隔的数
calc-wanted-size = 2到25的棋盘路数
calc-wanted-handicap = 0到25的让子数
calc-wanted-halves = 0.5的倍数
calc-wanted-players = 2到1000
calc-wanted-results = 由 W、D、L 组成的字符串
calc-err-drawn-halves = 和棋对手的积分须为0.5的倍数
calc-err-no-boards = 一场比赛至少有一台
calc-err-too-many-boards = 一场比赛最多1000台
calc-err-lost-on-time = 该棋手在第{ $number }手超时判负

## Why a board item has no answer (src/bank/model.rs)

board-err-point = `{ $text }` 既不是棋图中的标记，也不是棋盘上的点
board-err-no-at = 缺少 `at`：`ask = "{ $ask }"` 需要给出一个点
board-err-move = 第{ $number }手（{ $text }）不合法：{ $reason }
board-err-no-stone = { $at } 处没有棋子
board-err-no-irregularity = 这些着法中没有违规的一手可找
# Errors as data (src/message.rs).
err-os = { $text }
err-as-said = { $text }
err-io-broken-pipe = 读取输出的程序已退出
err-io-interrupted = 已中断
err-sqlite = { $reason }
err-about = { $what }：{ $cause }
check-finding = { $file }:{ $line }:{ $column }: { $message }{ $item }
check-finding-warning = { $file }:{ $line }:{ $column }: { check-warning }: { $message }{ $item }
err-bank-problems-first =
    { $first }
    （题库中有{ $count }个问题；运行 `weiqi-quiz check` 查看全部）
err-setup-off-board = 点 { $point } 不在{ $size }×{ $size }的棋盘上

## 条文（本程序的转述）（src/bank/articles.rs、src/report/articles.rs）

check-article-malformed = `article = "{ $article }"` 不是条文编号：请写 "17" 或 "17.2"
check-article-missing = 引用的{ $rules }{ $article }在条文库（questions/articles/）中没有：请改引已收录的条文（`weiqi-quiz rules articles --rules { $preset }` 列出），或用 `regulation` 注明出处
check-article-item-missing = 引用的{ $rules }{ $article }没有单独的条目（{ $parent }有；各款单独收录）：请改引{ $parent }，或 `weiqi-quiz rules articles --rules { $preset }` 列出的某一款
check-article-no-texts = 引用了{ $rules }{ $article }，但本程序没有收录这套规则的条文（只收录 { $kept }）：请改用 `regulation` 注明出处
err-article-malformed = “{ $number }”不是条文编号：请写 17 或 17.2
err-article-unknown = { $rules }没有{ $article }的条目；已收录：{ $known }（标题见 weiqi-quiz rules articles --rules { $preset }）
err-article-no-texts = 没有收录{ $rules }的条文；收录了：{ $kept }
article-heading = { $article } { $title }（{ $rules }）
article-status-reported = 此条原文未见，以下根据转述或第二手资料整理。
article-status-not-read = 未能查到{ $rules }此条的原文，以下不是该条的条文。
article-same-as = { $rules }此条与{ $other }内容相同：
article-in-1988 = 1988年规则：{ $text }
article-precedent = 以下是{ $precedent }的先例，不是{ $rules }的规定：
articles-title = { $rules }的条文（本程序的转述，共{ $count }条、款）：
articles-mark-reported = （据转述）
articles-mark-same-as = （同{ $other }）

## show and new
show-level = 难度{ $level }
show-tags = 标签：{ $tags }
show-no-instance = 这道题出不成题：请对它所在的题库运行 `weiqi-quiz check`。
show-converted = { $locale }（由简体转换）
show-key = 答案（引擎计算）：{ $answer }
show-after-moves = 下完着法后的局面（括号为最后一手，?为所问的点）：
new-intro = 一道{ $kind }：改好后运行 `weiqi-quiz check 文件` 和 `weiqi-quiz --bank 文件 show 编号`。
new-id = 编号：唯一且不再改动，用小写字母、数字、`.`、`_`、`-`。
new-article = 所考的规则条文（规程里的内容写 `regulation.zh-CN = "…"`）；1988年规则的题加 `rules = "cn1988"`。
new-level = 难度：1–3 记忆；4 把规则用于题中给出的具体情形；5 需要两步以上或涉及规则版本差异。
new-fill-text = 每个空写四个或更多下划线。
new-fill-answer = 每个空一个列表，列出所有可接受的答案。
new-unit = 数字空的单位：stones（子）、points（目）、hours、minutes、seconds 或 count（个数）。
new-explain = 解析：先引用本题的条文。
new-choice-options = 2到8个选项，各语言个数相同；出题时打乱顺序，除非写 `shuffle = false`。
new-choice-answer = 正确选项的字母，多选写 ["A", "C"]。
new-tf-answer = true（对）或 false（错）。
new-verify = 由引擎验证答案：结果等于 `expect` 时答案为对。
new-calc = 由哪种计算给出答案（见 questions/README.md：result、threshold、byoyomi、sos……）。
new-calc-params = 参数：一个值、一个范围（`from`、`to`、`step`）或一组值（`one_of`），每次出题重新抽取。
new-calc-present = "input"（填写）或 "choice"（引擎在答案附近出错误选项）。
new-calc-text = 题文用花括号写参数：{ $example }。
new-board = 给学员看的局面（着法之前）：X 黑、O 白、. 空点、a–z 标记。
new-board-moves = 从图中局面开始下的着法（题文要说明）；题目问的是下完之后的局面。
new-board-ask = 引擎回答什么：legal、captures、liberties、count、result、irregular 或 ruling；`at` 是所问的点。
new-board-text = 在题文中说明着法：棋图显示的是着法之前的局面。
new-open-answer = 参考答案：学员对照自评。

## The pairing drill: the pairing typed, and the rules it breaks (docs/referee.zh-CN.md)
pairing-board = 第{ $board }台：{ $black }（黑）—{ $white }（白）
pairing-bye = 轮空：{ $name }
pairing-accepted = 与参考编排不同，但不同之处都是规则允许的选择（同一积分组内的调换、谁执黑、台次顺序），予以接受。
pairing-model = 参考编排：{ $pairing }
pairing-rules-where = 编排规则及出处见 docs/referee.zh-CN.md“编排下一轮：rules pair”。
pairing-broken = 违反第{ $rule }条“{ $title }”（出处：{ $source }）：{ $what }
pairing-rule-1 = 参加编排的棋手
pairing-rule-1-source = 惯例
pairing-rule-2 = 按积分分组，上半区对下半区
pairing-rule-2-source = 样卷“每轮由积分相同或相近的棋手对局”；上下半区对阵为惯例
pairing-rule-3 = 不重复对手
pairing-rule-3-source = 样卷“同一对手不能遇到两次”
pairing-rule-4 = 轮空
pairing-rule-4-source = 惯例（云比赛网）
pairing-rule-5 = 不连续三次执同一颜色
pairing-rule-5-source = 惯例
pairing-broken-withdrawn = { $name }已退赛，本轮不参加编排。
pairing-broken-not-in-event = { $name }不是本次比赛的棋手。
pairing-broken-missing = { $name }既没有对手，也没有轮空。
pairing-broken-twice = { $name }被编排了两次。
pairing-broken-float = { $name }（{ $score }分）对{ $opponent }（{ $opponent-score }分），离自己的积分组太远：有编排能让他与积分更相近的棋手对局（见参考编排）。
pairing-broken-same-half = { $high }和{ $low }同在一个积分组的同一半区：该组应上半区对下半区。
pairing-broken-repeat = { $a }和{ $b }第{ $round }轮已经相遇。
pairing-broken-bye-not-needed = 本轮人数为偶数，不应有轮空（{ $name }）。
pairing-broken-no-bye = 本轮人数为奇数，须有一人轮空：应轮空的是{ $due }。
pairing-broken-wrong-bye = 轮空应给排名最后、尚未轮空过的{ $due }，而不是{ $given }。
pairing-broken-third-colour = { $name }将连续第三次{ $colour ->
    [black] 执黑
   *[white] 执白
}，而有编排可以避免（见参考编排）。
