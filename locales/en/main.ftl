## Results of a count

result-black-wins = Black wins by { $margin } { $plural ->
        [one] stone
       *[other] stones
    } ({ $points })
result-black-loses = Black loses by { $margin } { $plural ->
        [one] stone
       *[other] stones
    } ({ $points })
result-draw = Draw (0)
result-tie-to-black = Black wins: a tie goes to Black under these rules (B+0)

## Counting a position

count-rules = Rules: { $rules }, komi { $komi }
count-handicap = Handicap: { $stones } stones, Black gives back { $back }
count-dead = Dead stones taken off: { $black } black, { $white } white
count-area = Black { $black }, White { $white } (stones plus surrounded points; { $shared } shared points split half each)
count-threshold = Black needs { $threshold } for a draw
count-territory = Territory counting: Black { $black_territory } points + { $black_prisoners } prisoners, White { $white_territory } points + { $white_prisoners } prisoners
count-result = Result: { $result }
count-found-legend = Dead stones found: x and o are dead (taken off), b and w are empty points of Black's and White's area, . is shared
count-found-uncertain = Not sure (settle with the players, under the Chinese rules by playing on): { $stones }
count-found-seki = Alive in seki: { $stones }
count-found-sure = Every chain is judged with confidence; a referee still confirms the dead stones with the players.
count-recorded-agrees = The record's result { $recorded } agrees with this count.
count-recorded-differs = Warning: the record says { $recorded }, but this count gives { $counted }. Check the dead stones with the players.

## Rule set presets

komi-amount = { $stones } { $plural ->
        [one] stone
       *[other] stones
    } ({ $points } points)
presets-header-id = Preset
presets-header-name = Rules
presets-header-komi = Komi
presets-header-scoring = Scoring
presets-header-ko = Repetition
presets-header-suicide = Suicide
presets-header-handicap = Handicap
presets-header-seki = Seki eyes
scoring-area = area
scoring-territory = territory
ko-simple = simple ko
ko-positional = positional superko
ko-situational = situational superko
suicide-forbid = forbidden
suicide-multi = multi-stone only
suicide-any = allowed
handicap-half-stone = N/2 stones back
handicap-one-less = N-1 points
handicap-none = none
seki-eyes-count = count
seki-eyes-not = do not count
ties-black = , Black wins ties
ruleset-cn2002 = Chinese rules 2002
ruleset-cn1988 = Chinese rules 1988
ruleset-japanese = Japanese rules 1989
ruleset-korean = Korean rules 2016
ruleset-aga = AGA rules
ruleset-ing = Ing rules (SST 1991)
ruleset-nz = New Zealand rules
ruleset-tromp-taylor = Tromp-Taylor rules

## Rulings

article = Art. { $number }
article-item = Art. { $number }.{ $item }
article-other = "Other provisions"
version-cn2002 = Chinese rules 2002
version-cn1988 = Chinese rules 1988
ruling-head = { $irregularity } ({ $rules }, { $article })
ruling-decisions = Ruling: { $decisions }.
ruling-options = The chief referee may choose: { $options }.
ruling-unverified = The { $rules } text of this penalty was not available: check the rule booklet.
ruling-precedent = Precedent: { $ruling }
ruling-none = No clause on this was found in { $rules }.
ruling-found = Move { $number } ({ $color } { $point }): { $ruling }
ruling-regular = No irregularity in { $moves } moves.
color-black = Black
color-white = White
irregularity-double-move = Double move
irregularity-ko-retake = Immediate ko retake
irregularity-forbidden-point = Play on a forbidden point
irregularity-repetition = Repetition cycle (triple ko and the like)
irregularity-moonshine = False life by a cycle of kos
irregularity-take-back = Taking back a placed stone
irregularity-dropped-stone = Stone dropped by accident
irregularity-clock-before-stone = Clock pressed before the stone was placed
irregularity-wrong-colours = Wrong colours
irregularity-moved-stone = Stone moved off its point
irregularity-scattered-board = Stones scattered
irregularity-wrong-capture = Stones with liberties taken off
irregularity-warnings = Warnings
decision-move-void = the move is void
decision-second-move-void = the second move is void
decision-warning = the offender receives one warning
decision-offender-loses = the offender loses the game
decision-forfeit-turn = the offender forfeits one turn (the opponent moves next)
decision-stone-back = the stone goes back to its original point
decision-claim-too-late = the claim came after the opponent's next move and is not accepted
decision-play-anywhere = the stone may be picked up and played on any point
decision-chief-referee-decides = the chief referee decides
decision-colours-corrected = the colours are corrected
decision-colours-stand = the colours are not corrected; later rounds follow the colours first assigned
decision-clock-unchanged = the clock readings are not changed
decision-stone-back-or-agreed-point = the stone goes back, or to a point both players accept if its point cannot be found
decision-reasonable-point = move the stone to a reasonable point
decision-stone-stands = the moved stone stands
decision-draw = draw
decision-replay = replay the game
decision-both-lose = both players lose
decision-event-rules = the event's supplementary rules decide: no result, a draw or an extra game
decision-not-alive = the group is not alive at the end of the game
decision-reconstruct = the position is put back as it was
decision-stones-restored = the stones are put back
decision-two-warnings-lose = a second warning in this game loses it
decision-continue = play continues

## Nigiri

parity-odd = odd
parity-even = even
nigiri-right = { $count } stones: { $parity }. The guess ({ $guess }) is right: the guesser takes Black.
nigiri-wrong = { $count } stones: { $parity }. The guess ({ $guess }) is wrong: the guesser takes White, the holder Black.
nigiri-holder-dan = { $name } holds the stones (the higher dan).
nigiri-holder-age = { $name } holds the stones (same dan, the older player).
nigiri-holder-undecided = Same dan and same age: the rules do not say who holds the stones; the referee decides.

## Answers

answer-true = true
answer-false = false

## Clocks

clock-system-byoyomi = Byo-yomi: main time { $main }, then { $periods } { $periods ->
        [one] period
       *[other] periods
    } of { $seconds } s
clock-system-sudden-death = Sudden death: { $main } for the whole game
clock-system-moves-per-period = Moves per period: main time { $main }, then { $moves } { $moves ->
        [one] move
       *[other] moves
    } in every { $period }; time saved carries over
clock-col-move = Move
clock-col-taken = Taken
clock-col-main = Main time left
clock-col-periods = Periods left
clock-col-period = Current period
clock-col-call = Referee's last call
clock-period-left = #{ $period }: { $moves } { $moves ->
        [one] move
       *[other] moves
    } in { $time }
clock-call-seconds = { $seconds ->
        [60] 1 minute
       *[other] { $seconds } s
    }
clock-call-periods-left = { $period ->
        [60] { $left } { $left ->
            [one] minute
           *[other] minutes
        } left
       *[other] { $left } { $left ->
            [one] period
           *[other] periods
        } left
    }
clock-lost = LOST ON TIME
clock-lost-at = Lost on time at move { $number }.
clock-ignored = { $count ->
        [one] 1 later move was not timed: the game was already lost.
       *[other] { $count } later moves were not timed: the game was already lost.
    }

## Standings

standings-header-rank = Rank
standings-header-name = Player
standings-header-games = Games
standings-header-wins = W
standings-header-draws = D
standings-header-losses = L
standings-header-byes = Byes
tiebreak-score = Score
tiebreak-sos = SOS
tiebreak-sb = SB
tiebreak-progressive = Progressive
tiebreak-warnings = Warnings
tiebreak-direct = Direct
tiebreak-total-theoretical = Total (max 2×rounds)
tiebreak-total-actual = Total (top score)
standings-order = Ranked by { $criteria }, over { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }

## Drills

drill-count-area = Count this finished {$size}×{$size} position (dead stones are marked with small letters x and o). What is Black's area, in stones?
drill-count-result = The same position, komi 3 3/4 stones (Chinese rules 2002). What is the result?
drill-game-count-only = --game is for the counting drill: drill count --game GAME.sgf
drill-ruling-which = Watch the game move by move and stop at the first irregular move.
drill-ruling-which-ruling = Move { $number } ({ $point }) was irregular. What is the ruling under the 2002 rules?
drill-clock = Byo-yomi with { $periods } reserved minutes (60 s each) and no main time left. The player's moves take { $times }. How many minutes are left?
drill-standings = A four-player round robin ({"A > B"} means A beat B, {"="} a draw): { $games }. Who ranks first (score, then 小分 SB)?

## Trainer

quiz-time-taken = { $time } so far
quiz-replay-listing = Moves: { $moves }
quiz-replay-move = Move { $number }: { $color } { $point }
quiz-replay-hint = Enter: next move; s: stop here, this move is irregular
quiz-replay-next = Next move
quiz-replay-stop = Stop: this move is irregular
quiz-replay-end = End of the record: which move was irregular (its number)?
plain-line-too-long = That line is longer than { $limit } and was dropped; answer again.
quiz-time-left = { $time } left
quiz-article = Art. { $article }
quiz-pick-one = choose with the arrow keys, then Enter
quiz-pick-several = mark every right answer with Space, then Enter
quiz-hint-choice = answer with a letter
quiz-hint-multiple = answer with every right letter, e.g. A,C
quiz-hint-truefalse = answer true or false
quiz-hint-input = type your answer
quiz-hint-blanks = type the { $count } answers separated by |
quiz-hint-open = write your answer, then press Enter
quiz-model-answer = Model answer: { $answer }
quiz-self-grade = Was your answer right? (y/n)
quiz-not-an-answer = Not an answer: { $hint }.
quiz-your-answer = Your answer: { $answer }
quiz-say-winner = Say who wins: "Black wins by 3/4 stone", "white by 1 1/4", W+2.5 or B+1.5.
quiz-unit-mixup = Wrong unit: the question asks in { $expected }, not { $typed }.
unit-stones = stones
unit-points = points
unit-hours = hours
unit-minutes = minutes
unit-seconds = seconds
quiz-right = Right.
quiz-wrong = Wrong. The answer: { $answer }
quiz-why = Why: { $explain }
quiz-summary-topic = { $topic }: { $right }/{ $total } ({ $percent }%)
quiz-score = score: { $right }/{ $total } ({ $percent }%)
quiz-no-items = No question matches these filters.
exam-pass = exam: PASS { $percent }% ({ $right }/{ $total })
exam-fail = exam: FAIL { $percent }% ({ $right }/{ $total })
exam-time-up = Time is up: unanswered items count as wrong.
exam-mistakes = Mistakes:
exam-mistake = { $id }: { $text } — answer: { $answer }
exam-unanswered = { $id }: not answered
review-nothing = Nothing to review: no missed item is due.
history-empty = No sessions yet.
history-session = { $date }  { $mode }: { $score }/{ $total } points ({ $right } of { $answered } answered right)
history-by-topic = By topic:
history-by-article = By article:
history-due = Due for review: { $count }
history-reset-confirm = Clear the history of profile { $profile } ({ $path })? The old file is kept beside it, renamed. Type y to clear:{" "}
history-reset-cancelled = Nothing was cleared.
history-reset-done = The history of profile { $profile } was cleared; the old one is kept as { $path } (rename it back to undo).
history-reset-nothing = Profile { $profile } has no history: nothing to clear.
profile-default = default

## Sheets

sheet-default-title = Go rules test
sheet-name = Name
sheet-class = Class
sheet-date = Date
sheet-student = Student: { $name }
sheet-version = Version { $version }
sheet-meta = Version { $version } · Seed { $seed } · { $count ->
        [one] 1 question
       *[other] { $count } questions
    } · Total { $points ->
        [one] 1 point
       *[other] { $points } points
    }
sheet-section = Part { $number }. { $title }
sheet-section-summary = ({ $count ->
        [one] 1 question
       *[other] { $count } questions
    }, { $points ->
        [one] 1 point
       *[other] { $points } points
    })
sheet-kind-fill = Fill in the blanks
sheet-kind-choice = Multiple choice
sheet-kind-truefalse = True or false
sheet-kind-calc = Calculation
sheet-kind-board = Board positions
sheet-kind-open = Short answer
sheet-instructions-choice = Write the letter of the right answer in the brackets. Items marked "choose all that apply" have more than one.
sheet-instructions-truefalse = Write √ in the brackets if the statement is true and × if it is false.
sheet-instructions-open = Answer in your own words on the lines.
sheet-points = ({ $points ->
        [one] 1 point
       *[other] { $points } points
    })
sheet-multiple = (choose all that apply)
sheet-bracket = {" "}(      )
sheet-answer = Answer:
sheet-board-label = Board diagram, { $size }×{ $size }
sheet-key = Answer key
sheet-key-title = { $title }: answer key
sheet-article = Art. { $article }
sheet-also-accepted = (also accepted: { $answers })
sheet-model-answer = Model answer: { $answer }
sheet-fewer = { $found } questions match the filters: the sheet has all of them, not { $count }.
sheet-replaced = Replaced the earlier sheets in { $dir }: removed { $count } of their files that this set does not have (other files untouched).
sheet-written = Wrote { $versions ->
        [one] 1 version
       *[other] { $versions } versions
    } of { $items } questions ({ $points } points each, seed { $seed }) to { $dir }:
export-comment = weiqi-quiz export: { $count } questions, seed { $seed }
export-written = Wrote { $count } questions to { $file }.
export-gift-blanks = { $id }: GIFT has no short answer with several blanks, so this item is an essay for the teacher to mark (--format moodle-xml grades each blank).
export-weights-moved = { $id }: a partial-credit weight was moved to the nearest grade Moodle allows.
grade-header-name = Name
grade-header-version = Version
grade-header-score = Score
grade-header-percent = %
grade-header-right = Right
grade-header-item = Item
grade-header-answered = Answered
grade-header-share = Right
grade-header-top = Top group
grade-header-bottom = Bottom group
grade-mean = { $students ->
        [one] 1 student
       *[other] { $students } students
    }, mean score { $mean }.
grade-analysis = Item analysis (top and bottom groups of { $group ->
        [one] 1 student
       *[other] { $group } students
    } each):
grade-no-strong-miss = No item is missed by the strong students.
grade-strong-miss = Items the strong students miss (check the item or how it was taught):
grade-strong-miss-item = top group { $top } right, bottom group { $bottom }
grade-unreadable = Answers that could not be read (marked wrong; correct the CSV and grade again):
grade-unreadable-item = { $name }, item { $number } ({ $id }): "{ $answer }"
