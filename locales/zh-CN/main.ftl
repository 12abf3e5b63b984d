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
