# --help 与参数错误（src/cli/help.rs）。每个命令、每个参数都要有说明：
# help-<路径>-about、help-<路径>-arg-<id>、help-arg-<id>（全局选项）、
# help-common-arg-<id>（各命令含义相同的参数）。

## clap 自己的文字

help-usage-heading = 用法：
help-heading-commands = 命令
help-heading-options = 选项
help-heading-global-options = 通用选项
help-heading-arguments = 参数
help-heading-line = { $heading }：
help-list-separator = 、
help-default = （默认：{ $value }）
help-possible-values = （可选：{ $values }）
help-env = （环境变量：{ $name }）
help-arg-help = 显示帮助。
help-arg-version = 显示版本。
help-help-about = 显示本帮助，或所给子命令的帮助。
help-rules-help-about = { help-help-about }
help-export-arg-format = 导出格式。
help-drill-arg-kind = 训练项目：count 数子、ruling 裁决、clock 读秒、standings 排名次、pairing 积分编排。

## 参数错误：一行，末尾指明去哪里看帮助

help-error-see-help = { $message }（见 { $command } --help）
help-error-did-you-mean = { $message }；是不是要用 { $suggestion }？
help-error-reason = { $message }：{ $reason }
help-error-unknown-subcommand = 未知的子命令 { $name }
help-error-unknown-argument = 未知的参数 { $arg }
help-error-value-missing = { $arg } 后面缺少值
help-error-invalid-value = { $arg } 的值“{ $value }”无效
help-error-valid-values = 应为 { $values } 之一
help-error-extra-value = 多余的值“{ $value }”：{ $arg } 不再接受更多的值
help-error-value-count = { $arg } 的值个数不对
help-error-conflict = { $arg } 不能与 { $other } 同时使用
help-error-repeated = { $arg } 只能给出一次
help-error-no-equals = { $arg } 的值要用等号连写（{ $arg }=…）
help-error-missing-argument = 缺少必需的参数：{ $args }
help-error-missing-subcommand = 缺少子命令（可用：{ $names }）
help-error-utf8 = 参数不是有效的 UTF-8 文字
help-error-other = 参数无法识别

## 值为什么不被接受

help-reason-integer = 不是整数
help-reason-range = 应在 { $min } 到 { $max } 之间
help-reason-stones = 不是以四分之一子为单位的子数（可写 3.75、3¾、3 3/4、3又3/4 或 15/4）
help-reason-address = 不是 IP 地址（如 127.0.0.1、0.0.0.0 或 ::1）
help-reason-at-least-one = 至少为1
help-reason-komi-points = 不是以半目为单位的目数（可写 7.5、6.5 或 7）
help-reason-total-method = 请用 total-theoretical（最高积分 = 2 × 轮数）或 total-actual（实际达到的最高积分）
help-reason-rule-set = 没有这套规则（可用：{ $names }）
help-reason-profile = 档案名须由 1 到 64 个字母、数字、- 或 _ 组成（汉字、假名、韩文也可以）
help-reason-system = 没有这种赛制（用 round-robin 或 swiss）
help-reason-tie-break = 没有这种名次区分方法（用 score、sos、sb、progressive、warnings、direct、total-theoretical 或 total-actual）
help-reason-time-empty = 没有给出时间（如 45s、1m15s、2:10 或 2分10秒）
help-reason-time-negative = 时间不能为负
help-reason-time = 不是时间（如 90m、1h30m、30s、1:30:00、60分钟 或 1小时）
help-reason-time-too-long = 时间太长
help-reason-time-no-unit = 没有单位：请写 { $text }m（{ $text }分钟）或 { $text }s（{ $text }秒），也可写 1h30m、1:30:00、60分钟
help-reason-time-colon = “{ $text }”可能是时:分，也可能是分:秒：请写 1h30m 或 1m30s（或 1:30:00）
help-reason-boolean = 应为 true 或 false（也可用 yes/no、on/off、1/0）

## 程序与全局选项

help-about = 中国围棋竞赛规则的规则测验与裁判训练工具。
help-arg-seed = 随机种子：所有随机选择都由它决定（种子相同，结果相同）。
help-arg-lang = 界面语言：en、zh-CN 或 zh-TW（默认随系统语言）。
help-arg-bank = 改用这个题库代替内置题库：.toml 文件或目录（可多次给出；写 default 表示同时用内置题库）。
help-arg-plain = 纯文本模式：题目以文字给出，答案从标准输入逐行读入（标准输入或标准错误不是终端时默认如此）。
help-arg-no-save = 不保存：不写入练习记录（用于无法写入的主目录）；history 和 review 仍读取已有记录。
help-arg-profile = 用哪个档案的练习记录：同一主目录下每个档案一个数据库（名字用字母、数字、- 和 _；不给则用默认档案）。
help-arg-color = 颜色：auto（遵从 NO_COLOR 和 CLICOLOR）、always 或 never。

## 各命令相同的参数

help-common-arg-json = 以 JSON 输出。
help-common-arg-tag = 只选带这个标签的题（可多次给出，带其中任一标签即可）。
help-common-arg-kind = 只选这种题型：fill 填空、choice 选择、truefalse 判断、calc 计算、board 棋盘、open 问答（可多次给出）。
help-common-arg-level = 只选这个难度或难度范围：3、2..4。
help-common-arg-order = 出题顺序：random 随机，或 bank 按题库文件顺序。
help-common-arg-id = 只出这一题，写题目编号（可重复：按给出的顺序出这几题）；此时不看其他筛选条件。
help-common-arg-paper = 改用模拟试卷出题，不按上面的筛选：内置试卷写名字（referee-2002 裁判员考核模拟卷、club-basics 基础小测），或给出试卷文件（.toml）；每次考试各自抽题。

## 练习与考试

help-practice-about = 练习：一次一题，当即判对错，并给出条文和理由。
help-practice-arg-count = 题数。
help-practice-arg-rules = 只选按这个规则版本出的题：cn2002、cn1988……
help-exam-about = 考试：交卷前不给反馈，限时，有及格线。
help-exam-arg-count = { help-practice-arg-count }
help-exam-arg-rules = { help-practice-arg-rules }
help-exam-arg-minutes = 时限（分钟）；未答的题算错。
help-exam-arg-pass = 及格线（百分比；默认用试卷规定的及格分，没有试卷时为80）。
help-exam-arg-out = 把成绩写成 JSON 文件，供老师收集。
help-drill-about = 由规则引擎出题的裁判训练：数子、裁决、读秒、排名次或积分编排。
help-drill-arg-size = 数子训练的棋盘路数。
help-drill-arg-count = { help-practice-arg-count }
help-review-about = 复习到期的错题（按 FSRS 安排间隔）。
help-review-arg-count = 最多复习几题。
help-history-about = 历次练习记录，以及按主题、按条文的正确率。
help-history-arg-reset = 确认后清空本档案的练习记录；旧数据库改名后留在原处。
help-history-arg-yes = 与 --reset 同用：不再询问（没有终端时必须加）。
help-list-about = 列出题库中的题目。
help-list-arg-stats = 改为按题型、标签、条文和规则版本统计题数。
help-show-about = 按编号预览题目：各语言题文、引擎算出的答案、棋图和解析。
help-show-arg-ids = 要预览的题目编号（`weiqi-quiz list` 列出全部编号）。
help-new-about = 打印一道带注释的题目模板，用来开始写题库。
help-new-arg-kind = 题型：fill 填空、choice 选择、truefalse 判断、calc 计算、board 棋图、open 简答。
help-list-arg-tags = 改为列出标签表：每个标签、它的名称和带这个标签的题数（含题库 [tags] 表中自定义的标签）。
help-check-about = 检查题库：每个问题以 文件:行:列: 说明 [id] 列出。
help-check-arg-paths = 题库文件或目录（默认：--bank 给出的题库，没有则用内置题库）。
help-check-arg-strict = 有警告时（如题库文字中有控制字符）也算不通过（退出码 1）。
help-schema-about = 输出题库格式的 JSON Schema，供 TOML 编辑器补全与检查字段。

## 规则引擎

help-rules-about = 单独使用规则引擎：复演棋谱、数子、计算胜负、查阅条文。
help-rules-replay-about = 按主变化复演 SGF 棋谱，逐手报告。
help-rules-replay-arg-game = 棋谱（SGF）。
help-rules-replay-arg-preset = 按哪套规则的打劫和自杀规定（另给 --ko、--suicide 时以它们为准）。
help-rules-replay-arg-ko = 同形反复的规定：simple 单劫、positional 全局同形禁止、situational 同形且同一方行棋禁止（默认按所选规则；cn2002 为 simple）。
help-rules-replay-arg-suicide = 自杀的规定：forbid 禁止、multi 仅允许多子自杀、all 允许（默认按所选规则；cn2002 为 forbid）。
help-rules-result-about = 由黑方子数（活子加围住的点）计算一盘棋的胜负。
help-rules-result-arg-black = 黑方子数，如 184 或 184.5。
help-rules-result-arg-size = 棋盘路数。
help-rules-result-arg-komi = 贴子数（3.75、3¾、3 3/4、3又3/4）；默认按所选规则。
help-rules-result-arg-handicap = 让子数（让 1 子即不贴子；让 2 子及以上，黑方按规则还子）。
help-rules-result-arg-rules = 规则：cn2002、cn1988、japanese、korean、aga、ing、nz、tromp-taylor。
help-rules-count-about = 数子：终局局面（SGF 或文字棋图）先提去死子，再数双方子数。
help-rules-count-arg-position = 局面：SGF 棋谱（摆子加主变化）或文字棋图。
help-rules-count-arg-dead = 死子，以交叉点给出（经过该点的整块棋都提去）；写 auto 则由程序判断（Benson 算法加蒙特卡洛模拟，由 --seed 决定），同时写出的交叉点是裁判的更正。
help-rules-count-arg-komi = 贴子数（以子计）；默认取 SGF 的 KM（以目计），没有则按所选规则。
help-rules-count-arg-handicap = 让子数；默认取 SGF 的 HA。
help-rules-count-arg-rules = { help-rules-result-arg-rules }
help-rules-ruling-about = 裁判对违例的判罚，或找出一盘棋中第一手违例并判罚。
help-rules-ruling-arg-kind = 发生了什么：double-move 连下两着、ko-retake 提劫后立即回提、forbidden-point 下在禁着点、repetition 全局同形再现、moonshine 假生类多劫循环、take-back 悔棋、dropped-stone 棋子失手落盘、clock-before-stone 落子前按钟、wrong-colours 先后手错误、moved-stone 棋子移位、scattered-board 棋局被弄乱、wrong-capture 误提有气之子、warnings 警告。
help-rules-ruling-arg-game = 改为在这盘 SGF 棋谱中找出第一手违例并判罚。
help-rules-ruling-arg-preset = 规则版本：cn2002 或 cn1988。
help-rules-ruling-arg-move-number = wrong-colours（先后手错误）：发现时的手数，从1算起。
help-rules-ruling-arg-late = take-back（悔棋）：对方下了下一手之后才提出。
help-rules-ruling-arg-consent = dropped-stone（棋子失手落盘）：对方同意拿起另下他处。
help-rules-ruling-arg-agree = moved-stone（棋子移位）：双方对如何处理意见一致。
help-rules-ruling-arg-deliberate = moved-stone（棋子移位）：是故意移动的。
help-rules-ruling-arg-cause = scattered-board（棋局被弄乱）：由谁或什么弄乱：outside 外因、accident 意外、deliberate 故意。
help-rules-ruling-arg-reconstructable = scattered-board（棋局被弄乱）：局面可以恢复。
help-rules-ruling-arg-count = warnings（警告）：该棋手本局已受警告的次数。
help-rules-nigiri-about = 猜先：谁握子，谁执黑；不给参数则模拟一次猜先。
help-rules-nigiri-arg-shown = 猜子方出示的棋子数：1 猜单，2 猜双。
help-rules-nigiri-arg-count = 握子方亮出的棋子数。
help-rules-nigiri-arg-player = 两位棋手各给一次，写作 姓名:段级位:年龄（段位如 5 或 5d，级位如 3k，职业如 5p；如 --player 李:5:34 --player 王:5:40），用来确定由谁握子。
help-rules-clock-about = 一位棋手的计时（第12条）：剩余读秒次数、裁判的读秒、超时判负。
help-rules-clock-arg-system = 计时方式：byoyomi 读秒制、sudden-death 包干制、moves-per-period 定时限步制、fischer 费舍尔加秒制。
help-rules-clock-arg-main = 基本用时，要写单位，如 90m、1h30m、1:30:00、60分钟、0（只写 60 不行：分不清是分钟还是秒）。
help-rules-clock-arg-periods = 保留的读秒次数（读秒制，默认5）。
help-rules-clock-arg-period = 每次读秒（每个时段）的时长：读秒制默认 60s；定时限步制必须给出（如 10m）。
help-rules-clock-arg-moves-per-period = 每个时段须下的步数（定时限步制）。
help-rules-clock-arg-moves = 该棋手每步的用时，用逗号隔开：45s,75s,2m10s 或 45秒、1分15秒（只写数字按秒算）。
help-rules-standings-about = 由比赛成绩（CSV 或 TOML）排出名次，积分相同时依次比较各项。
help-rules-standings-arg-results = 成绩文件：CSV 的 `round,black,white,result`，或 TOML 的 `[[game]]` 表。
help-rules-standings-arg-system = 赛制：round-robin 循环赛，或 swiss 积分编排制（默认：成绩文件中 `# system:` 一行所写，否则为循环赛）。
help-rules-standings-arg-tiebreak = 积分之后依次比较的项目：sos 对手分、sb 小分、progressive 累进分、warnings 警告、direct 直胜、total-theoretical 总得分（理论最高分）、total-actual 总得分（实际最高分）（默认：循环赛为 sb,warnings；积分编排制为 sos,progressive）。
help-rules-standings-arg-players = 棋手名单（CSV：姓名[,等级分或段位][,退赛]）：成绩中的每个姓名都须在名单上，每位棋手每轮都须有对局或轮空。
help-rules-standings-arg-teams = 队伍名单（CSV：队名,棋手，一行一名棋手；可有表头 队名,棋手）：按场分、局分、直胜、各台胜率排出团体名次，并列出每名棋手各台的成绩。成绩文件写每一台的对局（可加台次列），也可写比赛行：黑方、白方两栏写两个队名，结果写比分，如 3-1。
help-rules-standings-arg-format = 输出格式：text（对齐的表格，供终端查看）、json、csv（供电子表格）、md（Markdown，可贴到聊天和笔记中）、html（可用 A4 纸打印的网页）或 svg（可发到群里的图片）（默认：text）。
help-rules-standings-arg-title = 比赛名称，印在表格上方。
help-rules-standings-arg-out = 写入的文件（默认：标准输出）。
help-rules-pair-arg-format = 输出格式：text（对齐的表格，供终端查看）、json、csv（供电子表格）、md（Markdown，可贴到聊天和笔记中）、html（可用 A4 纸打印的网页）或 svg（可发到群里的图片）（默认：text）。
help-rules-pair-arg-title = 比赛名称，印在对阵表上方。
help-rules-pair-arg-out = 写入的文件（默认：标准输出）。
help-rules-pair-about = 按已有成绩编排积分编排制比赛的下一轮对阵。
help-rules-pair-arg-results = 已有成绩（与 rules standings 相同）；文件为空或不存在即第1轮。
help-rules-pair-arg-players = 棋手名单：CSV 的 姓名[,等级分或段位][,退赛]（表头可有可无，可写 姓名,段位,退赛）；决定第1轮的种子顺序和仍在参赛的棋手。
help-rules-presets-about = 列出规则预设。
help-rules-article-about = 规则的一条或一款（如 17、17.2）：本程序的说明，以及1988年规则的不同。
help-rules-article-arg-number = 条或款，写法同题库的 article：17 或 17.2。
help-rules-article-arg-preset = 规则版本：cn2002 或 cn1988（japanese：只收录题库引用的那一条）。
help-rules-articles-about = 列出某一规则版本收录的条文：编号和简短标题。
help-rules-articles-arg-preset = { help-rules-article-arg-preset }
help-gtp-about = 在标准输入、输出上运行围棋文本协议 GTP（第 2 版）。
help-gtp-arg-preset = { help-rules-replay-arg-preset }
help-gtp-arg-ko = { help-rules-replay-arg-ko }
help-gtp-arg-suicide = { help-rules-replay-arg-suicide }

## 课堂：试卷、批改、导出

help-sheet-about = 可打印的试卷及答案：DIR/sheet-<v>、DIR/key-<v>、DIR/key.json。
help-sheet-arg-count = { help-practice-arg-count }
help-sheet-arg-rules = { help-practice-arg-rules }
help-sheet-arg-versions = 印几套卷（每套题目和选项顺序打乱，各自编号）。
help-sheet-arg-students = 学生名单（CSV：姓名[,班级]）：每名学生一套专属试卷。
help-sheet-arg-format = html（任何浏览器都能按 A4 打印）或 md。
help-sheet-arg-title = 每张试卷上的标题。
help-sheet-arg-out = 写入的目录（不存在则新建）。以前在此生成的试卷整套替换；其他文件不动。
help-sheet-arg-force = DIR 中与试卷同名、但不是 weiqi-quiz 写的文件，也予覆盖。
help-grade-about = 按 sheet 生成的 key.json 批改学生答卷：得分与逐题分析。
help-grade-arg-key = sheet 写出的 key.json。
help-grade-arg-answers = 每名学生一行：姓名、卷号、第 1 题答案、第 2 题答案……
help-export-about = 把题目导出到 Moodle 等平台（GIFT 或 Moodle XML）。
help-export-arg-count = { help-practice-arg-count }
help-export-arg-rules = { help-practice-arg-rules }
help-export-arg-variants = 每道计算题导出几个固定实例（平台无法运行规则引擎）。
help-export-arg-title = 题目放入的类别。
help-export-arg-out = 写入的文件（默认：标准输出）。
help-rules-result-arg-komi-points = 改用目数给出贴目（7.5目 = 3又3/4子；须为0.5的倍数）。
help-rules-count-arg-komi-points = 改用目数给出贴目（6.5目 = 3又1/4子；须为0.5的倍数）。
help-rules-clock-arg-increment = 每着加秒（费舍尔制），例如 30s。
help-rules-clock-arg-late = 开赛时迟到多久（迟到），如 10m：从基本用时中加倍扣除（按2002年规则第22条的转载文本，见 docs/rules.md）。
help-rules-clock-arg-late-limit = 迟到超过多久判负（默认 15m；赛场与住地分开时为 1h）。
help-rules-standings-arg-method = 直接按样卷的“总得分”排名（积分编排制的方法A），不先比积分：total-theoretical 或 total-actual；总得分相同再按 --tiebreak 区分（默认：警告次数）。
help-sheet-arg-answer-sheet = 另为每名学生写一张答题卡，并写一页答案格（便于手工批改）。
help-sheet-arg-one-file = 只写一个文件 DIR/print.html，一次打印全班：每名学生的试卷、答题卡和参考答案，各部分从新的一页开始（仅 HTML）。
help-sheet-arg-papers-only = 不出参考答案（key-<v> 文件，或 --one-file 文件中的参考答案）；阅卷用的 key.json 和答案格照常写出。
help-grade-arg-csv = 另把成绩写成电子表格文件：每名学生一行，每题一列。
help-grade-arg-report = 另在这个目录里为每名学生写一份成绩单（逐题列出错题、学生的答案和正确答案），便于发还。
help-serve-about = 浏览器里的课堂测验：同一网络里的学生打开打印出的地址作答，老师在实时看板上跟进。
help-serve-arg-rules = { help-practice-arg-rules }
help-serve-arg-count = { help-practice-arg-count }
help-serve-arg-minutes = 每名学生的限时（分钟），从加入时算起。
help-serve-arg-mode = self-paced 学生各自作答，或 live 由老师带全班逐题进行。
help-serve-arg-bind = 监听的地址（默认：本机在局域网中的地址）。
help-serve-arg-port = 监听的端口（0：任取一个空闲端口）。
help-serve-arg-db = 保存测验的数据库（默认：当前档案的练习记录）；用同一文件重启，会接着进行未结束的测验：每个答案、每名学生的凭证都在。
help-serve-arg-title = 每页显示的测验标题。
help-serve-arg-new = 即使数据库里有未结束的测验，也新开一场。
help-serve-arg-seconds = 课堂同步：每题的作答秒数，在投影屏幕上倒计时。
help-serve-arg-no-leaderboard = 课堂同步：公布答案后，投影屏幕不显示前五名。
help-serve-arg-review-on-finish = 学生做完即可看到答案和自己的错题回顾（用于练习）；默认要等老师结束测验，所有人都不能再作答时才公开。
help-serve-arg-roster = 全班名单（CSV：姓名[,班级]，与 sheet --students 用同一个文件）：只有名单上的人能加入，每人一个座位；面板列出未到的学生。
help-serve-arg-max-connections = 同一地址同时打开的连接数上限（机房共用一个地址时需调大）。
help-serve-arg-max-joins-per-minute = 同一地址每分钟最多加入的次数。
help-rules-count-arg-alive = 与 --dead auto 同用：裁判判为活棋的棋块，不论程序怎样估计。
help-drill-arg-game = 数子训练：改数这些终局棋谱（SGF，可多次给出）；死子取自 TB/TW 标记，没有标记则像 --dead auto 那样由程序判断。
