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
