# --help 與參數錯誤（src/cli/help.rs）。每個指令、每個參數都要有說明：
# help-<路徑>-about、help-<路徑>-arg-<id>、help-arg-<id>（全域選項）、
# help-common-arg-<id>（各指令含義相同的參數）。

## clap 自己的文字

help-usage-heading = 用法：
help-heading-commands = 指令
help-heading-options = 選項
help-heading-global-options = 通用選項
help-heading-arguments = 參數
help-heading-line = { $heading }：
help-list-separator = 、
help-default = （預設：{ $value }）
help-possible-values = （可選：{ $values }）
help-env = （環境變數：{ $name }）
help-arg-help = 顯示說明。
help-arg-version = 顯示版本。
help-help-about = 顯示本說明，或所給子指令的說明。
help-rules-help-about = { help-help-about }
help-export-arg-format = 匯出格式。
help-drill-arg-kind = 訓練項目：count 數子、ruling 裁決、clock 讀秒、standings 排名次、pairing 積分編排。

## 參數錯誤：一行，末尾指明去哪裡看說明

help-error-see-help = { $message }（見 { $command } --help）
help-error-did-you-mean = { $message }；是不是要用 { $suggestion }？
help-error-reason = { $message }：{ $reason }
help-error-unknown-subcommand = 未知的子指令 { $name }
help-error-unknown-argument = 未知的參數 { $arg }
help-error-value-missing = { $arg } 後面缺少值
help-error-invalid-value = { $arg } 的值「{ $value }」無效
help-error-valid-values = 應為 { $values } 之一
help-error-extra-value = 多餘的值「{ $value }」：{ $arg } 不再接受更多的值
help-error-value-count = { $arg } 的值個數不對
help-error-conflict = { $arg } 不能與 { $other } 同時使用
help-error-repeated = { $arg } 只能給出一次
help-error-no-equals = { $arg } 的值要用等號連寫（{ $arg }=…）
help-error-missing-argument = 缺少必需的參數：{ $args }
help-error-missing-subcommand = 缺少子指令（可用：{ $names }）
help-error-utf8 = 參數不是有效的 UTF-8 文字
help-error-other = 參數無法識別

## 值為什麼不被接受

help-reason-integer = 不是整數
help-reason-range = 應在 { $min } 到 { $max } 之間
help-reason-stones = 不是以四分之一子為單位的子數（可寫 3.75、3¾、3 3/4、3又3/4 或 15/4）
help-reason-address = 不是 IP 位址（如 127.0.0.1、0.0.0.0 或 ::1）
help-reason-at-least-one = 至少為1
help-reason-komi-points = 不是以半目為單位的目數（可寫 7.5、6.5 或 7）
help-reason-total-method = 請用 total-theoretical（最高積分 = 2 × 輪數）或 total-actual（實際達到的最高積分）
help-reason-rule-set = 沒有這套規則（可用：{ $names }）
help-reason-profile = 使用者名稱須由 1 到 64 個字母、數字、- 或 _ 組成（漢字、假名、韓文也可以）
help-reason-system = 沒有這種賽制（用 round-robin 或 swiss）
help-reason-tie-break = 沒有這種名次區分方法（用 score、sos、sb、progressive、warnings、direct、total-theoretical 或 total-actual）
help-reason-time-empty = 沒有給出時間（如 45s、1m15s、2:10 或 2分10秒）
help-reason-time-negative = 時間不能為負
help-reason-time = 不是時間（如 90m、1h30m、30s、1:30:00、60分鐘 或 1小時）
help-reason-time-too-long = 時間太長
help-reason-time-no-unit = 沒有單位：請寫 { $text }m（{ $text }分鐘）或 { $text }s（{ $text }秒），也可寫 1h30m、1:30:00、60分鐘
help-reason-time-colon = 「{ $text }」可能是時:分，也可能是分:秒：請寫 1h30m 或 1m30s（或 1:30:00）
help-reason-boolean = 應為 true 或 false（也可用 yes/no、on/off、1/0）

## 程式與全域選項

help-about = 中國圍棋競賽規則的規則測驗與裁判訓練工具。
help-arg-seed = 隨機種子：所有隨機選擇都由它決定（種子相同，結果相同）。
help-arg-lang = 介面語言：en、zh-CN 或 zh-TW（預設隨系統語言）。
help-arg-bank = 改用這個題庫代替內建題庫：.toml 檔案或目錄（可多次給出；寫 default 表示同時用內建題庫）。
help-arg-plain = 純文字模式：題目以文字給出，答案從標準輸入逐行讀入（標準輸入或標準錯誤不是終端機時預設如此）。
help-arg-no-save = 不儲存：不寫入練習紀錄（用於無法寫入的主目錄）；history 和 review 仍讀取已有紀錄。
help-arg-profile = 用哪一位使用者的練習紀錄：同一主目錄下每位使用者一個資料庫（名稱用字母、數字、- 和 _；不給則用預設使用者）。
help-arg-color = 顏色：auto（遵從 NO_COLOR 和 CLICOLOR）、always 或 never。

## 各指令相同的參數

help-common-arg-json = 以 JSON 輸出。
help-common-arg-tag = 只選帶這個標籤的題（可多次給出，帶其中任一標籤即可）。
help-common-arg-kind = 只選這種題型：fill 填充、choice 選擇、truefalse 是非、calc 計算、board 棋盤、open 問答（可多次給出）。
help-common-arg-level = 只選這個難度或難度範圍：3、2..4。
help-common-arg-order = 出題順序：random 隨機，或 bank 按題庫檔案順序。
help-common-arg-id = 只出這一題，寫題目編號（可重複：按給出的順序出這幾題）；此時不看其他篩選條件。
help-common-arg-paper = 改用模擬試卷出題，不按上面的篩選：內建試卷寫名字（referee-2002 裁判員考核模擬卷、club-basics 基礎小測），或給出試卷檔案（.toml）；每次考試各自抽題。

## 練習與考試

help-practice-about = 練習：一次一題，當即判對錯，並給出條文和理由。
help-practice-arg-count = 題數。
help-practice-arg-rules = 只選按這個規則版本出的題：cn2002、cn1988……
help-exam-about = 考試：交卷前不給回饋，限時，有及格線。
help-exam-arg-count = { help-practice-arg-count }
help-exam-arg-rules = { help-practice-arg-rules }
help-exam-arg-minutes = 時限（分鐘）；未答的題算錯。
help-exam-arg-pass = 及格線（百分比；預設用試卷規定的及格分，沒有試卷時為80）。
help-exam-arg-out = 把成績寫成 JSON 檔案，供老師收集。
help-drill-about = 由規則引擎出題的裁判訓練：數子、裁決、讀秒、排名次或積分編排。
help-drill-arg-size = 數子訓練的棋盤路數。
help-drill-arg-count = { help-practice-arg-count }
help-review-about = 複習到期的錯題（按 FSRS 安排間隔）。
help-review-arg-count = 最多複習幾題。
help-history-about = 歷次練習紀錄，以及按主題、按條文的正確率。
help-history-arg-reset = 確認後清空這位使用者的練習紀錄；舊資料庫改名後留在原處。
help-history-arg-yes = 與 --reset 同用：不再詢問（沒有終端機時必須加）。
help-list-about = 列出題庫中的題目。
help-list-arg-stats = 改為按題型、標籤、條文和規則版本統計題數。
help-show-about = 依編號預覽題目：各語言題文、引擎算出的答案、棋圖和解析。
help-show-arg-ids = 要預覽的題目編號（`weiqi-quiz list` 列出全部編號）。
help-new-about = 列印一道附註解的題目範本，用來開始寫題庫。
help-new-arg-kind = 題型：fill 填充、choice 選擇、truefalse 是非、calc 計算、board 棋圖、open 簡答。
help-list-arg-tags = 改為列出標籤表：每個標籤、它的名稱和帶這個標籤的題數（含題庫 [tags] 表中自訂的標籤）。
help-check-about = 檢查題庫：每個問題以 檔案:行:列: 說明 [id] 列出。
help-check-arg-paths = 題庫檔案或目錄（預設：--bank 給出的題庫，沒有則用內建題庫）。
help-check-arg-strict = 有警告時（如題庫文字中有控制字元）也算不通過（結束代碼 1）。
help-schema-about = 輸出題庫格式的 JSON Schema，供 TOML 編輯器補全與檢查欄位。

## 規則引擎

help-rules-about = 單獨使用規則引擎：復演棋譜、數子、計算勝負、查閱條文。
help-rules-replay-about = 按主變化復演 SGF 棋譜，逐手報告。
help-rules-replay-arg-game = 棋譜（SGF）。
help-rules-replay-arg-preset = 按哪套規則的打劫和自殺規定（另給 --ko、--suicide 時以它們為準）。
help-rules-replay-arg-ko = 同形反覆的規定：simple 單劫、positional 全局同形禁止、situational 同形且同一方行棋禁止（預設按所選規則；cn2002 為 simple）。
help-rules-replay-arg-suicide = 自殺的規定：forbid 禁止、multi 僅允許多子自殺、all 允許（預設按所選規則；cn2002 為 forbid）。
help-rules-result-about = 由黑方子數（活子加圍住的點）計算一盤棋的勝負。
help-rules-result-arg-black = 黑方子數，如 184 或 184.5。
help-rules-result-arg-size = 棋盤路數。
help-rules-result-arg-komi = 貼子數（3.75、3¾、3 3/4、3又3/4）；預設按所選規則。
help-rules-result-arg-handicap = 讓子數（讓 1 子即不貼子；讓 2 子及以上，黑方按規則還子）。
help-rules-result-arg-rules = 規則：cn2002、cn1988、japanese、korean、aga、ing、nz、tromp-taylor。
help-rules-count-about = 數子：終局局面（SGF 或文字棋圖）先提去死子，再數雙方子數。
help-rules-count-arg-position = 局面：SGF 棋譜（擺子加主變化）或文字棋圖。
help-rules-count-arg-dead = 死子，以交叉點給出（經過該點的整塊棋都提去）；寫 auto 則由程式判斷（Benson 判定法加蒙地卡羅模擬，由 --seed 決定），同時寫出的交叉點是裁判的更正。
help-rules-count-arg-komi = 貼子數（以子計）；預設取 SGF 的 KM（以目計），沒有則按所選規則。
help-rules-count-arg-handicap = 讓子數；預設取 SGF 的 HA。
help-rules-count-arg-rules = { help-rules-result-arg-rules }
help-rules-ruling-about = 裁判對違例的判罰，或找出一盤棋中第一手違例並判罰。
help-rules-ruling-arg-kind = 發生了什麼：double-move 連下兩著、ko-retake 提劫後立即回提、forbidden-point 下在禁著點、repetition 全局同形再現、moonshine 假生類多劫循環、take-back 悔棋、dropped-stone 棋子失手落盤、clock-before-stone 落子前按鐘、wrong-colours 先後手錯誤、moved-stone 棋子移位、scattered-board 棋局被弄亂、wrong-capture 誤提有氣之子、warnings 警告。
help-rules-ruling-arg-game = 改為在這盤 SGF 棋譜中找出第一手違例並判罰。
help-rules-ruling-arg-preset = 規則版本：cn2002 或 cn1988。
help-rules-ruling-arg-move-number = wrong-colours（先後手錯誤）：發現時的手數，從1算起。
help-rules-ruling-arg-late = take-back（悔棋）：對方下了下一手之後才提出。
help-rules-ruling-arg-consent = dropped-stone（棋子失手落盤）：對方同意拿起另下他處。
help-rules-ruling-arg-agree = moved-stone（棋子移位）：雙方對如何處理意見一致。
help-rules-ruling-arg-deliberate = moved-stone（棋子移位）：是故意移動的。
help-rules-ruling-arg-cause = scattered-board（棋局被弄亂）：由誰或什麼弄亂：outside 外因、accident 意外、deliberate 故意。
help-rules-ruling-arg-reconstructable = scattered-board（棋局被弄亂）：局面可以恢復。
help-rules-ruling-arg-count = warnings（警告）：該棋手本局已受警告的次數。
help-rules-nigiri-about = 猜先：誰握子，誰執黑；不給參數則模擬一次猜先。
help-rules-nigiri-arg-shown = 猜子方出示的棋子數：1 猜單，2 猜雙。
help-rules-nigiri-arg-count = 握子方亮出的棋子數。
help-rules-nigiri-arg-player = 兩位棋手各給一次，寫作 姓名:段級位:年齡（段位如 5 或 5d，級位如 3k，職業如 5p；如 --player 李:5:34 --player 王:5:40），用來確定由誰握子。
help-rules-clock-about = 一位棋手的計時（第12條）：剩餘讀秒次數、裁判的讀秒、超時判負。
help-rules-clock-arg-system = 計時方式：byoyomi 讀秒制、sudden-death 包乾制、moves-per-period 定時限步制、fischer 費雪加秒制。
help-rules-clock-arg-main = 基本用時，要寫單位，如 90m、1h30m、1:30:00、60分鐘、0（只寫 60 不行：分不清是分鐘還是秒）。
help-rules-clock-arg-periods = 保留的讀秒次數（讀秒制，預設5）。
help-rules-clock-arg-period = 每次讀秒（每個時段）的時長：讀秒制預設 60s；定時限步制必須給出（如 10m）。
help-rules-clock-arg-moves-per-period = 每個時段須下的手數（定時限步制）。
help-rules-clock-arg-moves = 該棋手每手的用時，用逗號隔開：45s,75s,2m10s 或 45秒、1分15秒（只寫數字按秒算）。
help-rules-standings-about = 由比賽成績（CSV 或 TOML）排出名次，積分相同時依次比較各項。
help-rules-standings-arg-results = 成績檔案：CSV 的 `round,black,white,result`，或 TOML 的 `[[game]]` 表。
help-rules-standings-arg-system = 賽制：round-robin 循環賽，或 swiss 積分編排制（預設：成績檔案中 `# system:` 一行所寫，否則為循環賽）。
help-rules-standings-arg-tiebreak = 積分之後依次比較的項目：sos 對手分、sb 小分、progressive 累進分、warnings 警告、direct 直勝、total-theoretical 總得分（理論最高分）、total-actual 總得分（實際最高分）（預設：循環賽為 sb,warnings；積分編排制為 sos,progressive）。
help-rules-standings-arg-players = 棋手名單（CSV：姓名[,等級分或段位][,退賽]）：成績中的每個姓名都須在名單上，每位棋手每輪都須有對局或輪空。
help-rules-standings-arg-teams = 隊伍名單（CSV：隊名,棋手，一行一名棋手；可有表頭 隊名,棋手）：依場分、局分、直勝、各台勝率排出團體名次，並列出每名棋手各台的成績。成績檔寫每一台的對局（可加台次欄），也可寫比賽行：黑方、白方兩欄寫兩個隊名，結果寫比分，如 3-1。
help-rules-standings-arg-format = 輸出格式：text（對齊的表格，供終端機檢視）、json、csv（供試算表）、md（Markdown，可貼到聊天與筆記中）、html（可用 A4 紙列印的網頁）或 svg（可傳到群組的圖片）（預設：text）。
help-rules-standings-arg-title = 比賽名稱，印在表格上方。
help-rules-standings-arg-out = 寫入的檔案（預設：標準輸出）。
help-rules-pair-arg-format = 輸出格式：text（對齊的表格，供終端機檢視）、json、csv（供試算表）、md（Markdown，可貼到聊天與筆記中）、html（可用 A4 紙列印的網頁）或 svg（可傳到群組的圖片）（預設：text）。
help-rules-pair-arg-title = 比賽名稱，印在對陣表上方。
help-rules-pair-arg-out = 寫入的檔案（預設：標準輸出）。
help-rules-pair-about = 依已有成績編排積分編排制比賽的下一輪對陣。
help-rules-pair-arg-results = 已有成績（與 rules standings 相同）；檔案為空或不存在即第1輪。
help-rules-pair-arg-players = 棋手名單：CSV 的 姓名[,等級分或段位][,退賽]（表頭可有可無，可寫 姓名,段位,退賽）；決定第1輪的種子順序和仍在參賽的棋手。
help-rules-presets-about = 列出規則預設。
help-rules-article-about = 規則的一條或一款（如 17、17.2）：本程式的說明，以及1988年規則的不同。
help-rules-article-arg-number = 條或款，寫法同題庫的 article：17 或 17.2。
help-rules-article-arg-preset = 規則版本：cn2002 或 cn1988（japanese：只收錄題庫引用的那一條）。
help-rules-articles-about = 列出某一規則版本收錄的條文：編號和簡短標題。
help-rules-articles-arg-preset = { help-rules-article-arg-preset }
help-gtp-about = 透過標準輸入、輸出使用圍棋文字協定 GTP（第 2 版）。
help-gtp-arg-preset = { help-rules-replay-arg-preset }
help-gtp-arg-ko = { help-rules-replay-arg-ko }
help-gtp-arg-suicide = { help-rules-replay-arg-suicide }

## 課堂：試卷、批改、匯出

help-sheet-about = 可列印的試卷及答案：DIR/sheet-<v>、DIR/key-<v>、DIR/key.json。
help-sheet-arg-count = { help-practice-arg-count }
help-sheet-arg-rules = { help-practice-arg-rules }
help-sheet-arg-versions = 印幾套卷（每套題目和選項順序打亂，各自編號）。
help-sheet-arg-students = 學生名單（CSV：姓名[,班級]）：每名學生一套專屬試卷。
help-sheet-arg-format = html（任何瀏覽器都能按 A4 列印）或 md。
help-sheet-arg-title = 每張試卷上的標題。
help-sheet-arg-out = 寫入的目錄（不存在則新建）。以前在此生成的試卷整套替換；其他檔案不動。
help-sheet-arg-force = DIR 中與試卷同名、但不是 weiqi-quiz 寫的檔案，也予覆蓋。
help-grade-about = 按 sheet 生成的 key.json 批改學生答卷：得分與逐題分析。
help-grade-arg-key = sheet 寫出的 key.json。
help-grade-arg-answers = 每名學生一行：姓名、卷號、第 1 題答案、第 2 題答案……
help-export-about = 把題目匯出到 Moodle 等平台（GIFT 或 Moodle XML）。
help-export-arg-count = { help-practice-arg-count }
help-export-arg-rules = { help-practice-arg-rules }
help-export-arg-variants = 每道計算題匯出幾個固定實例（平台無法執行規則引擎）。
help-export-arg-title = 題目放入的類別。
help-export-arg-out = 寫入的檔案（預設：標準輸出）。
help-rules-result-arg-komi-points = 改用目數給出貼目（7.5目 = 3又3/4子；須為0.5的倍數）。
help-rules-count-arg-komi-points = 改用目數給出貼目（6.5目 = 3又1/4子；須為0.5的倍數）。
help-rules-clock-arg-increment = 每著加秒（費雪制），例如 30s。
help-rules-clock-arg-late = 開賽時遲到多久（遲到），如 10m：從基本用時中加倍扣除（按2002年規則第22條的轉載文本，見 docs/rules.md）。
help-rules-clock-arg-late-limit = 遲到超過多久判負（預設 15m；賽場與住地分開時為 1h）。
help-rules-standings-arg-method = 直接按樣卷的「總得分」排名（積分編排制的方法A），不先比積分：total-theoretical 或 total-actual；總得分相同再按 --tiebreak 區分（預設：警告次數）。
help-sheet-arg-answer-sheet = 另為每名學生寫一張答案卡，並寫一頁答案格（便於手工批改）。
help-sheet-arg-one-file = 只寫一個檔案 DIR/print.html，一次列印全班：每名學生的試卷、答案卡和參考答案，各部分從新的一頁開始（僅 HTML）。
help-sheet-arg-papers-only = 不出參考答案（key-<v> 檔案，或 --one-file 檔案中的參考答案）；閱卷用的 key.json 和答案格照常寫出。
help-grade-arg-csv = 另把成績寫成試算表檔案：每名學生一列，每題一欄。
help-grade-arg-report = 另在這個資料夾裡為每名學生寫一份成績單（逐題列出錯題、學生的答案和正確答案），便於發還。
help-serve-about = 瀏覽器裡的課堂測驗：同一網路裡的學生開啟印出的網址作答，老師在即時看板上跟進。
help-serve-arg-rules = { help-practice-arg-rules }
help-serve-arg-count = { help-practice-arg-count }
help-serve-arg-minutes = 每名學生的限時（分鐘），從加入時算起。
help-serve-arg-mode = self-paced 學生各自作答，或 live 由老師帶全班逐題進行。
help-serve-arg-bind = 監聽的位址（預設：本機在區域網路中的位址）。
help-serve-arg-port = 監聽的連接埠（0：任取一個空閒的連接埠）。
help-serve-arg-db = 儲存測驗的資料庫（預設：目前使用者的練習紀錄）；用同一檔案重新啟動，會接著進行未結束的測驗：每個答案、每名學生的憑證都在。
help-serve-arg-title = 每頁顯示的測驗標題。
help-serve-arg-new = 即使資料庫裡有未結束的測驗，也新開一場。
help-serve-arg-seconds = 課堂同步：每題的作答秒數，在投影畫面上倒數。
help-serve-arg-no-leaderboard = 課堂同步：公布答案後，投影畫面不顯示前五名。
help-serve-arg-review-on-finish = 學生做完即可看到答案和自己的錯題回顧（用於練習）；預設要等老師結束測驗、所有人都不能再作答時才公開。
help-serve-arg-roster = 全班名單（CSV：姓名[,班級]，與 sheet --students 用同一個檔案）：只有名單上的人能加入，每人一個座位；面板列出未到的學生。
help-serve-arg-max-connections = 同一位址同時開啟的連線數上限（電腦教室共用一個位址時需調大）。
help-serve-arg-max-joins-per-minute = 同一位址每分鐘最多加入的次數。
help-rules-count-arg-alive = 與 --dead auto 同用：裁判判為活棋的棋塊，不論程式怎樣估計。
help-drill-arg-game = 數子訓練：改數這些終局棋譜（SGF，可多次給出）；死子取自 TB/TW 標記，沒有標記則像 --dead auto 那樣由程式判斷。
