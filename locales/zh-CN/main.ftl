## 计算胜负

result-black-wins = 黑胜{ $margin }子
result-black-loses = 黑负{ $margin }子
result-draw = 和棋
result-tie-to-black = 黑胜（按此规则，和局判黑胜）

## 数子

count-rules = 规则：{ $rules }，贴{ $komi }
count-handicap = 让{ $stones }子，黑方还{ $back }子
count-dead = 提去死子：黑{ $black }子，白{ $white }子
count-area = 黑方{ $black }子，白方{ $white }子（活子加围住的空点；{ $shared }个公共点双方各得一半）
count-threshold = 黑方{ $threshold }子为和
count-territory = 数目法：黑空{ $black_territory }目，提子{ $black_prisoners }；白空{ $white_territory }目，提子{ $white_prisoners }
count-result = 结果：{ $result }
count-found-legend = 判定死子：x、o为死子（提去），b、w为黑方、白方所围的空点，.为公共点
count-found-uncertain = 未能确定（须与双方确认，按中国规则可续弈解决）：{ $stones }
count-found-seki = 双活：{ $stones }
count-found-sure = 各块棋的死活都已判定；死子仍须裁判与双方确认。
count-recorded-agrees = 棋谱记载的结果{ $recorded }与本次数子一致。
count-recorded-differs = 注意：棋谱记载{ $recorded }，本次数子却是{ $counted }。请与双方核对死子。

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
ruling-decisions = 判罚：{ $decisions }。
ruling-options = 裁判长可选择：{ $options }。
ruling-unverified = 未能查到{ $rules }对此的处罚条文，请查阅规则原文。
ruling-precedent = 先例：{ $ruling }
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
decision-colours-corrected = 予以纠正
decision-colours-stand = 不再纠正，以后各轮仍按原定先后手编排
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
nigiri-holder-dan = { $name }握子（段位较高）。
nigiri-holder-age = { $name }握子（段位相同，年长者握子）。
nigiri-holder-undecided = 段位、年龄均相同：规则未规定由谁握子，由裁判决定。

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
standings-order = 排名依据：{ $criteria }；共 { $rounds } 轮

## 训练

drill-count-area = 数一数这盘终局的{$size}路棋（死子以小写x、o标出）。黑方共多少子？
drill-count-result = 同一局面，黑贴3又3/4子（2002年规则）。结果如何？
drill-game-count-only = --game 只用于数子练习：drill count --game 棋谱.sgf
drill-ruling-which = 逐手观看这盘棋，在第一个违规的着法处停下。
drill-ruling-which-ruling = 第{ $number }手（{ $point }）违规。按2002年规则应如何判罚？
drill-clock = 读秒：保留{ $periods }次、每次60秒，基本用时已用完。棋手各手用时为{ $times }。还剩几次读秒？
drill-standings = 四人单循环（{"A > B"}表示A胜B，{"="}表示和棋）：{ $games }。谁获得第一名（先比积分，再比小分）？

## 练习

quiz-time-taken = 已用{ $time }
quiz-replay-listing = 着法：{ $moves }
quiz-replay-move = 第{ $number }手：{ $color } { $point }
quiz-replay-hint = 回车：下一手；s：停，这一手违规
quiz-replay-next = 下一手
quiz-replay-stop = 停：这一手违规
quiz-replay-end = 棋谱结束：第几手违规（写手数）？
plain-line-too-long = 这一行超过 { $limit }，已丢弃；请重新作答。
quiz-time-left = 剩余{ $time }
quiz-article = 第{ $article }条
quiz-pick-one = 用方向键选择，回车确认
quiz-pick-several = 用空格标出所有正确答案，回车确认
quiz-hint-choice = 用字母作答
quiz-hint-multiple = 写出所有正确选项的字母，如A,C
quiz-hint-truefalse = 回答 对 或 错
quiz-hint-input = 输入答案
quiz-hint-blanks = 输入{ $count }个答案，用 | 隔开
quiz-hint-open = 写下你的答案后回车
quiz-model-answer = 参考答案：{ $answer }
quiz-self-grade = 答对了吗？（对/错）
quiz-not-an-answer = 无法识别的答案：{ $hint }。
quiz-your-answer = 你的答案：{ $answer }
quiz-say-winner = 请说明谁胜：如“黑胜3/4子”“黑负1又1/4子”“白胜2.5目”，或 W+2.5、B+1.5。
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
quiz-score = 得分：{ $right }/{ $total }（{ $percent }%）
quiz-no-items = 没有符合条件的题目。
exam-pass = 考试：通过 { $percent }%（{ $right }/{ $total }）
exam-fail = 考试：未通过 { $percent }%（{ $right }/{ $total }）
exam-time-up = 时间到：未答的题按错误计。
exam-mistakes = 错题回顾：
exam-mistake = { $id }：{ $text } —— 正确答案：{ $answer }
exam-unanswered = { $id }：未作答
review-nothing = 暂无需要复习的错题。
history-empty = 还没有练习记录。
history-session = { $date }  { $mode }：{ $score }/{ $total } 分（答对 { $right }/{ $answered }）
history-by-topic = 按主题：
history-by-article = 按条款：
history-due = 待复习：{ $count }
history-reset-confirm = 清空档案 { $profile } 的练习记录（{ $path }）？旧文件会改名保留在旁边。输入 是 或 y 确认：{" "}
history-reset-cancelled = 没有清空任何记录。
history-reset-done = 档案 { $profile } 的练习记录已清空；旧记录保留为 { $path }（改回原名即可恢复）。
history-reset-nothing = 档案 { $profile } 没有练习记录，无需清空。
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
sheet-article = 第{ $article }条
sheet-also-accepted = （也可答：{ $answers }）
sheet-model-answer = 参考答案：{ $answer }
sheet-fewer = 符合筛选条件的只有 { $found } 道题，试卷全部采用（不足 { $count } 道）。
sheet-replaced = 已替换 { $dir } 中上次生成的试卷：删除了其中 { $count } 个本次没有的文件（其他文件未动）。
sheet-written = 已将 { $versions } 份试卷（每份 { $items } 题，满分 { $points } 分，随机种子 { $seed }）写入 { $dir }：
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
