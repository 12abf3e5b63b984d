# issue 16
grade-short-row = Warning: line { $line }, { $name }: { $answers } answers for { $items } items; check that no column slipped.
grade-header-question = Question
grade-header-total = Out of
grade-report-head = { $name }, version { $version }: { $score } of { $total } points
grade-report-all-right = Everything right.
grade-report-item = { $number }. ({ $points } pt)
grade-report-answer = Your answer: { $answer }
grade-report-key = Key: { $key }
grade-report-blank = (not answered)
grade-report-unreadable = { $answer } (not readable as an answer)
grade-csv-written = Grades written to { $file }.
grade-reports-written = { $count } student reports written to { $dir }.
sheet-meta-student = Version { $version } · { $count ->
        [one] 1 question
       *[other] { $count } questions
    } · Total { $points ->
        [one] 1 point
       *[other] { $points } points
    }
sheet-page-footer = Page { $page } of { $pages } · Version { $version }
sheet-can = can
sheet-cannot = cannot
sheet-can-hint = (write "can" or "cannot")
sheet-instructions-board = For "may … play at a?", write "can" or "cannot" in the brackets; otherwise write the number or result asked for on the line.
sheet-card = Answer sheet
sheet-card-instructions = Circle the letter or mark for each numbered item; write the other answers in their boxes, one box per blank.
sheet-card-score = Score: ________
sheet-card-open = (teacher marks)
sheet-grid-key = { $title }: answer grid
ruling-note-late-has-no-effect = --late has no effect under the 1988 rules: their text sets no deadline for the claim, so a late claim is ruled like any other.
ruling-note-second-warning-loses = A second warning in this game would lose it.
ruling-note-correction-unstated = The text only allows the correction: it says neither how (a new start, or the players exchanging colours and playing on) nor what becomes of the time on the clocks. The chief referee should decide and tell both players before play goes on.
ruling-stated-ko-forbidden = The text: a single ko may not be retaken at once.
ruling-stated-forbidden-point = The text: a point where the player's stone would have no liberty and capture nothing is forbidden to that player; no stone may be played there.
ruling-stated-only-dead-captured = The text: only stones without liberties are taken off; stones with liberties may not be.
ruling-stated-scatter-nearest = The nearest text is Art. 17.5 (a moved stone: put back if the players agree, else the chief referee rules: a reasonable point, the stone stands, a draw, a replay or both lose); it does not say whether it covers scattered stones.
ruling-stated-warnings-given = The text: a double move, a take-back and pressing the clock before the stone each get one warning (Art. 17.2, 17.3, 17.4).
ruling-stated-deliberate-unstated = Art. 17.5 says how a moved stone is put back, and does not mention moving one on purpose.
nigiri-holder-rank = { $name } holds the stones (the higher rank: { $rank } against { $other }).
nigiri-simulated = A simulated nigiri: the holder takes { $count } stones; the guesser shows { $shown ->
        [1] one stone (odd)
       *[other] two stones (even)
    }.
standings-second-bye = Warning: { $name } has { $count } byes (rounds { $rounds }); a player normally gets one bye at most. Check the results file or the pairing.
system-round-robin = round robin
system-swiss = Swiss
standings-at-line = { $file }:{ $line }:{ " " }
standings-system-differs = Warning: { $at }the file states the system { $stated }, but it is ranked as { $given }, as --system asks.
standings-not-round-robin = Warning: ranked as a round robin (the default), but only { $met } of the { $pairs } pairs of players have met. If this is a Swiss event, give --system swiss or write "# system: swiss" at the top of the results file.
standings-seen-once = Warning: { $at }"{ $name }" appears in one round only: a typo of another player's name? (--players PLAYERS.csv checks every name.)
standings-round-gap = Warning: { $at }round { $round } follows round { $previous }: a round number typed wrong?
pair-stated-round-robin = Warning: { $at }the file states a round robin; rules pair makes the next round of a Swiss.
pair-third-colour = Warning: { $name } gets the same colour a third time in a row: no pairing without a rematch avoids it.
pairing-title = Round { $round } pairings
pairing-header-board = Board
pairing-header-black = Black
pairing-header-white = White
pairing-bye = Bye: { $name }
result-points-black-wins = Black wins by { $points } points (B+{ $points })
result-points-black-loses = Black loses by { $points } points (W+{ $points })
komi-points-amount = { $points } points
komi-stones-used = Note: --komi is in stones, so komi { $komi } was used.
komi-draw-line = {" "}Black needs { $threshold } for a draw.
komi-how-points = {" "}For { $given } points of komi, write --komi-points { $given } (or --komi { $half }).
clock-system-fischer = Fischer: main time { $main }, plus { $increment } after every move
clock-col-left = Time left
# end of issue 16

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
count-area = Black: { $black_stones } stones + { $black_territory } surrounded points + half of { $shared } shared points = { $black }; White: { $white }
count-threshold = Black needs { $threshold } for a draw
count-territory = Territory counting: Black { $black_territory } points + { $black_prisoners } prisoners, White { $white_territory } points + { $white_prisoners } prisoners
count-result = Result: { $result }
count-found-legend = Dead stones found: x and o are dead (taken off), b and w are empty points of Black's and White's area, . is shared
count-found-seki = Alive in seki, proved by reading (neither side can capture): { $stones }
count-found-doubt = Unsettled: { $stones } ({ $reason }; { $counted }). Settle it with the players; under the Chinese rules by playing on.
count-found-counted-dead = counted as dead
count-found-counted-alive = counted as alive
count-doubt-first-move = whoever plays there first decides it
count-doubt-ko = it hangs on a ko, fought with ko threats
count-doubt-playouts = the playouts split on it and it is too large to read
count-doubt-seki = it looks like a seki, but reading could not prove it
count-open = The game does not look finished: { $count ->
        [one] one shared point lies
       *[other] { $count } shared points lie
    } where the boundary is still open ({ $points }). This result is provisional.
count-range = Provisional: depending on the unsettled chains, the result lies between { $black } and { $white }.
count-found-sure = No chain is left unsettled: chains in small fights are proved by reading, the others judged by the playouts with confidence; a referee still confirms the dead stones with the players.
count-recorded-agrees = The record's result { $recorded } agrees with this count.
count-recorded-differs = Warning: the record says { $recorded }, but this count gives { $counted }. Check the dead stones with the players.
count-recorded-resignation = The record says { $winner } won by resignation ({ $recorded }): the game was not decided by counting, so this count is for information only.
count-recorded-time = The record says { $winner } won on time ({ $recorded }): the game was not decided by counting, so this count is for information only.
count-recorded-forfeit = The record says { $winner } won by forfeit ({ $recorded }): the game was not decided by counting, so this count is for information only.
count-recorded-unread = The record's result "{ $recorded }" is in no form this program reads; it was not compared with this count.
count-komi-fox-stones = The record's KM[{ $written }] is Fox's form (hundredths of a stone under the Chinese rules): komi { $komi }.
count-komi-fox-points = The record's KM[{ $written }] is Fox's form (hundredths of a point): komi { $komi }.
count-komi-stones = The record's KM[{ $written }] is not a multiple of half a point, so it is read in stones: komi { $komi }.
count-komi-unreadable = Warning: the record's komi KM[{ $written }] is not a number; this count uses komi { $used } (give another with --komi or --komi-points).
count-komi-not-quarters = Warning: the record's komi KM[{ $written }] is not a multiple of 1/4 stone (half a point); this count uses komi { $used } (give another with --komi or --komi-points).
count-komi-off-board = Warning: the record's komi KM[{ $written }] is { $komi }: Black would need { $threshold } for a draw, on a { $size }×{ $size } board of { $points } points. No game has such a komi; this count uses komi { $used } (give another with --komi or --komi-points).
count-komi-with-handicap = Warning: the record states both a handicap (HA[{ $handicap }], Black gives back { $back }) and a komi (KM[{ $written }], { $komi }), and this count adds them up: Black needs { $threshold } for a draw. Chinese handicap games have no komi; if this one had none, count with --komi 0.

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
ruling-head-no-article = { $irregularity } ({ $rules })
ruling-decisions = Ruling: { $decisions }.
ruling-options = The chief referee may choose: { $options }.
ruling-unverified = No penalty for this was found in the { $rules } text.
ruling-precedent = By precedent ({ $rules }, { $article }): { $decisions }.
ruling-precedent-none = no clause either
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
decision-colours-corrected = the colours are corrected (each player takes the colour the organiser assigned)
decision-colours-stand = the colours are not corrected (the game is played out as it stands, the clocks running as they are); later rounds follow the colours first assigned
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
nigiri-holder-age = { $name } holds the stones (same rank, the older player).
nigiri-holder-undecided = Same rank and same age: the rules do not say who holds the stones; the referee decides.

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
clock-late-ignored = { $count ->
        [one] The move given was not timed.
       *[other] The { $count } moves given were not timed.
    }
clock-late-forfeit = Late by { $late }, more than the { $limit } allowed: the game is lost (2002 Art. 22.1–22.2); no move is timed.
clock-late-deducted = Late by { $late } (within the { $limit } allowed): twice that, { $deducted }, comes off the main time (2002 Art. 22.1–22.2).
clock-late-main-gone = The main time was only { $main } and is used up: the clock starts in overtime. The text does not say what becomes of the rest; this program takes nothing from the periods.
clock-late-main-gone-lost = The main time was only { $main } and is used up: lost on time (this program's reading: no time left on the clock loses).
clock-late-absent = Late by { $late } (within the { $limit } allowed): with no main time, the absent player's overtime runs (2002 Art. 22.4), not doubled, and runs on into move 1.
clock-late-absent-lost = Late by { $late }: with no main time, the absent player's overtime ran out: the game is lost (2002 Art. 22.4).
clock-late-source = Note: Art. 22 is read from a copy, not checked against the rule booklet; the event regulations' limit and deduction come first (the limit is now { $limit }; set it with --late-limit, e.g. 1h where the venue and the lodging are apart).

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
post-written = Table written to { $file }.
standings-header-number = No.
crosstable-round = R{ $round }
crosstable-black = B
crosstable-white = W
crosstable-bye = bye
crosstable-withdrawn = wd
crosstable-forfeit = F
crosstable-legend-swiss = Each round: the opponent's { $by ->
        [number] number
       *[rank] rank
    }, the colour played (B, W) and the result (+ win, = draw, - loss); F: forfeit; wd: withdrawn; —: no game that round.
crosstable-legend-round-robin = Each cell: the colour the row's player played against the column's { $by ->
        [number] number
       *[rank] rank
    } and the result (+ win, = draw, - loss); F: forfeit.
crosstable-left-out = The crosstable is left out: its { $cells } cells are too many to print.
standings-order = Ranked by { $criteria }, over { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }
teams-header-team = Team
teams-header-matches = Matches
teams-match-points = MP
teams-board-points = BP
teams-header-board = Bd { $board }
teams-order = Ranked by match points (场分) → board points (局分) → direct (boards won among the tied teams) → win rate by board from board 1, over { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }, { $boards } { $boards ->
        [one] board
       *[other] boards
    } a match
teams-still-tied = Teams sharing a rank are equal on all of these; if an order is needed, the event's regulations decide (play-off or lots).
teams-players-title = Players' board records (each board: won/played)

## Drills

drill-count-area = Count this finished {$size}×{$size} position (dead stones are marked with small letters x and o). What is Black's area, in stones?
drill-count-result = Count this finished {$size}×{$size} position (dead stones are marked with small letters x and o), komi 3 3/4 stones (Chinese rules 2002). What is the result?
drill-game-count-only = --game is for the counting drill: drill count --game GAME.sgf
drill-ruling-which = Watch the game move by move and stop at the first irregular move.
drill-ruling-which-ruling = Move { $number } ({ $point }) was irregular. What is the ruling under the 2002 rules?
drill-clock = Byo-yomi with { $periods } reserved minutes (60 s each) and no main time left. The player's moves take { $times }. How many minutes are left?
drill-standings = A four-player round robin ({"A > B"} means A beat B, {"="} a draw): { $games }. Who ranks first (score, then 小分 SB)?
drill-pairing = A Swiss event after { $played } rounds: pair round { $round }. The players are listed by score, equal scores in seeding order; the number is the place, and an opponent's number is in brackets:
drill-pairing-row = { $number }. { $name }, { $score } points: { $games }
drill-pairing-row-withdrawn = { $number }. { $name }, { $score } points: { $games } (withdrew after round { $after })
drill-pairing-game = round { $round } { $colour ->
    [black] Black
   *[white] White
}, { $won ->
    [yes] beat
   *[no] lost to
} { $opponent }
drill-pairing-game-bye = round { $round } bye
drill-pairing-ask = Type the boards, Black first: "1-5; 6-2" or "1: Li Ming-Wang Fang", or one board a line; names or numbers. A bye: "bye 7".
drill-pairing-source = Swiss pairing rules (docs/referee.md, "Pairing the next round")

## Trainer

quiz-time-taken = { $time } so far
quiz-record-head = The whole record, numbered:
figure-notes = Moves not on a point of their own: { $notes }
figure-note-at = { $number } at { $at }
figure-note-pass = { $number }: { $colour } passes
quiz-replay-move = Move { $number }: { $color } { $point }
quiz-replay-hint = Enter: next move; c: on to the next capture; g 42: on to move 42; s: stop here, this move is irregular
quiz-replay-next = Next move
quiz-replay-stop = Stop: this move is irregular
quiz-continue = Next
quiz-read-article = Read { $rules }, { $article }
quiz-replay-capture = On to the next capture
quiz-replay-jump = On to move …
quiz-replay-to = Move number to go to
quiz-replay-end = End of the record: which move was irregular (its number)?
plain-line-too-long = That line is longer than { $limit } and was dropped; answer again.
quiz-time-left = { $time } left
quiz-regulation = Source: { $regulation }
quiz-pick-one = choose with the arrow keys or type a letter, then Enter
quiz-pick-true-false = choose with the arrow keys or type t or f, then Enter
quiz-pick-several = mark every right answer with Space or its letter, then Enter
quiz-hint-choice = answer with a letter
quiz-hint-multiple = answer with every right letter, e.g. A,C
quiz-hint-truefalse = answer true or false
quiz-hint-input = type your answer
quiz-hint-blanks = type the { $count } answers separated by | or a comma
quiz-hint-open = write your answer, then press Enter
quiz-model-answer = Model answer: { $answer }
quiz-self-grade = Was your answer right? (y/n)
quiz-self-mark-intro = Time to mark your open answers: compare each with the model answer.
quiz-self-mark-head = [{ $number }/{ $total } to mark]
quiz-not-an-answer = Not an answer: { $hint }.
quiz-your-answer = Your answer: { $answer }
quiz-say-winner = Say who wins: "Black wins by 3/4 stone", "white by 1 1/4", W+2.5 or B+1.5.
quiz-hint-pairing = type the boards, Black first (1-5; 6-2; bye 7), or one board a line and an empty line to finish
quiz-pairing-more = { $placed } of { $total } players placed: type the next board, or an empty line to hand it in.
quiz-pairing-not-a-player = a name or number is not in the list: use the names or numbers listed.
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
quiz-score = right: { $right } of { $total } ({ $percent }%)
quiz-no-items = No question matches these filters.
exam-pass = Result: PASS, { $score }/{ $total } points{ $scaled }
exam-fail = Result: FAIL, { $score }/{ $total } points{ $scaled }
exam-scaled = {" "}({ $hundred } out of 100)
exam-mistakes = Items not answered right:
exam-key = Answer: { $answer }
exam-untitled = Exam
exam-all-items = Items
exam-cover-rules = Rules: { $rules }
exam-cover-minutes = { $minutes } minutes
exam-cover-untimed = no time limit
exam-cover-marks = Time: { $time }    Full marks: { $total }    Pass mark: { $pass }
exam-cover-section = { $name }: { $count } items, { $each } each, { $points } in all
exam-cover-instructions = Instructions: { $text }
exam-start = Start (the clock starts now)
exam-not-now = Not now
exam-start-plain = press Enter to start; the clock starts then. q quits
exam-ended = The exam is over. Time used: { $used }{ $limit }
exam-ended-stopped = The exam was stopped before the end: unanswered items count as wrong. Time used: { $used }{ $limit }
exam-ended-time-up = Time is up: unanswered items count as wrong. Time used: { $used }{ $limit }
exam-time-limit = {" "}of { $minutes } minutes
exam-score = Score: { $score }/{ $total } points{ $scaled }, pass mark { $pass }: { $passed ->
        [yes] PASS
       *[no] FAIL
    }
exam-by-section = By section:
exam-by-topic = By topic (points):
exam-section-score = { $name }: { $right } of { $count } right, { $score }/{ $total } points
exam-missed-wrong = No. { $number } ({ $plural ->
        [one] { $points } point
       *[other] { $points } points
    }): answered wrong
exam-missed-blank = No. { $number } ({ $plural ->
        [one] { $points } point
       *[other] { $points } points
    }): not answered
quiz-item-points = { $plural ->
        [one] { $points } point
       *[other] { $points } points
    }
review-nothing = Nothing to review: no missed item is due.
history-empty = No sessions yet.
history-session = { $date }  { $mode }: { $score }/{ $total } points ({ $right } of { $answered } answered right)
history-session-items = { $date }  { $mode }: { $right } of { $answered } right ({ $percent }%)
history-session-exam = { $date }  { $mode }{ $title }: { $score }/{ $total } points, { $passed ->
        [yes] passed
       *[no] failed
    } (pass mark { $pass }; { $right } of { $answered } answered right)
history-exam-title = {" "}“{ $title }”
history-by-topic = By topic:
history-by-article = By article:
history-accuracy = { $right }/{ $total } ({ $percent }%)
history-no-topic = (no topic)
history-no-article = (no article cited)
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
sheet-also-accepted = (also accepted: { $answers })
sheet-model-answer = Model answer: { $answer }
sheet-fewer = { $found } questions match the filters: the sheet has all of them, not { $count }.
sheet-replaced = Replaced the earlier sheets in { $dir }: removed { $count } of their files that this set does not have (other files untouched).
sheet-written = Wrote { $versions ->
        [one] 1 version
       *[other] { $versions } versions
    } of { $items } questions ({ $points } points in all on each, seed { $seed }) to { $dir }:
sheet-one-file = { $file } holds { $who ->
        [student] each student's
       *[version] each version's
    } { $parts ->
        [sheet] sheet
        [sheet-card] sheet and answer sheet
        [sheet-key] sheet and key
       *[all] sheet, answer sheet and key
    }, each part starting a new page: print this one file for the whole class.
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
worked-head = Worked solution:
worked-count-legend = On the board: x and o are dead stones, b is Black's area, w is White's area, and . is a shared point (half to each side).
worked-why-double-move = The sides play in turn (Art. 2), but { $color } played again at { $point }: two moves in a row.
worked-why-ko-retake = The ko at { $point } had just been taken; { $color } took it back at once. A single ko may not be retaken before a move elsewhere (Art. 20.1).
worked-why-forbidden-point = A { $color } stone at { $point } would have no liberties and capture nothing: a forbidden point (Art. 5).
worked-why-repetition = { $color } at { $point } brought back a whole-board position seen before, with the same side to play (Arts. 6 and 20.3).
quiz-practice-cited = {" "}(stated as current practice, not the rules text)
quiz-practice = Source: current practice, not the rules text
quiz-source = Source: { $rules }, { $article }
worked-irregular-move = Move { $number } ({ $color } { $point }): { $irregularity }
quiz-answered-of = Answered { $answered } of { $total } items; the score counts the answers given.
lang-unknown = unknown language "{ $lang }": use --lang en, zh-CN or zh-TW (also cn, zh, tw, zh-Hans, zh-Hant)
err-read = cannot read { $path }: { $cause }
err-write = cannot write { $path }: { $cause }
err-too-large = { $path } is larger than { $limit }, the most weiqi-quiz reads for this kind of file; check that it is the right file
err-not-utf8 = { $path }: not UTF-8 text (bad byte at offset { $offset }); save it as UTF-8
err-io-not-found = no such file or directory
err-io-permission = permission denied
err-io-is-directory = it is a directory, not a file
err-io-not-directory = a part of the path is not a directory
err-io-exists = it already exists
err-io-read-only = the file system is read-only
err-io-full = the disk is full
err-io-invalid-data = the data cannot be read
err-time-index = time { $index }: { $cause }
err-time-empty = no time given (try 45s, 1m15s, 2:10 or 2分10秒)
err-time-negative = "{ $text }" is negative: a time cannot be negative
err-time-invalid = "{ $text }" is not a time (try 45s, 75, 1m15s, 2:10, 2分10秒, 90m, 1h30m or 1:30:00)
err-time-too-long = "{ $text }" is too long
err-time-no-unit = "{ $text }" has no unit: write { $text }m for { $text } minutes or { $text }s for { $text } seconds (or 1h30m, 1:30:00, 60分钟)
err-time-ambiguous-colon = "{ $text }" could be hours:minutes or minutes:seconds: write 1h30m or 1m30s, or all of h:mm:ss (e.g. 1:30:00)
duration-h = { $h } h
duration-h-m = { $h } h { $m } min
duration-h-m-s = { $h } h { $m } min { $s } s
duration-h-s = { $h } h { $s } s
duration-m = { $m } min
duration-m-s = { $m } min { $s } s
duration-s = { $s } s
err-vertex = "{ $text }" is not a point on a { $size }x{ $size } board (a letter A–Z without I and a row 1–{ $size }, or pass)
err-count-area = Black's area { $area } is impossible on a { $size }x{ $size } board (0 to { $points }, in steps of 1/2)
err-count-no-dead = dead stone at { $vertex }: there is no stone on that point
err-without-liberties = stones without liberties at { $vertices }: no game reaches this position (fix the diagram or the SGF setup)
err-clock-no-periods = byo-yomi needs at least one period (for none, use sudden death)
err-clock-period = a byo-yomi period must be whole seconds from { $min } to { $max }, got { $period }
err-clock-no-main-time = sudden death needs a main time above zero
err-clock-no-moves = moves per period needs at least one move per period
err-clock-empty-period = moves per period needs a period above zero
err-sgf-syntax = not a readable SGF file: { $detail }
err-sgf-syntax-property-name = "{ $found }" in a property name (property names are capital letters, such as B, W, KM)
err-sgf-syntax-missing-property-name = a property value has no property name
err-sgf-syntax-unfinished-property-name = the file ends inside a property name
err-sgf-syntax-unfinished-property-value = a property value is not closed with `]`
err-sgf-syntax-tree-start = a `(` where none can be
err-sgf-syntax-tree-end = a `)` where none can be
err-sgf-syntax-property = a property outside a node (no `;` before it)
err-sgf-syntax-end-of-data = the file ends before the game is closed with `)`
err-sgf-syntax-game-type = the game type (GM) cannot be read
err-sgf-syntax-mixed-case-property = a property name in mixed case (old SGF)
err-sgf-syntax-no-game = no game tree: an SGF game starts with `(;`
err-sgf-syntax-at = line { $line }, column { $column }: { $detail }
err-sgf-syntax-character = "{ $found }" cannot stand here
err-sgf-syntax-no-value = property { $found } has no value `[…]`
err-sgf-syntax-empty-tree = an empty variation `()`: a variation needs at least one node
err-sgf-syntax-node-after-variation = a node after a variation: moves after a `)` belong in a new `(…)`
err-sgf-syntax-after-end = text after the game's closing `)` ("{ $found }")
err-sgf-syntax-too-many-nodes = the record holds more than 20,000 nodes, more than any game record; it is not read
err-sgf-bad-value = { $property }[{ $value }] cannot be read
err-sgf-empty = the SGF file holds no game
err-sgf-not-go = the SGF file is not a game of Go (GM[{ $game }])
err-sgf-size = board size { $size } is not supported (square boards of 2 to 25)
err-sgf-move-off-board = move { $number } ({ $text }) is off the { $size }x{ $size } board
err-sgf-bad-move = move { $number }: unreadable { $property } value "{ $value }"
err-sgf-setup-off-board = setup stone { $text } is off the { $size }x{ $size } board
err-sgf-handicap = HA[{ $value }] is not a possible handicap on a { $size }x{ $size } board (0 to { $max } stones)
err-sgf-setup-without-liberties = setup stones without liberties at { $vertices }: no game reaches this position (fix AB/AW)
err-sgf-two-moves = move { $number } has both a black and a white move
err-sgf-late-setup = setup properties (AB/AW/AE) after move { $after } are not supported: put the position in the root node
err-sgf-illegal = move { $number } ({ $color } { $vertex }) is illegal: { $reason }
err-impossible-move = move { $number } ({ $color }) is impossible: { $reason }
err-illegal-move = { $color } at { $point } is illegal: { $reason }
err-handicap-too-few = handicap { $stones } is not possible (at least 2 stones)
err-handicap-too-many = fixed handicap of { $stones } stones is not defined on a { $size }×{ $size } board (at most { $max })
err-handicap-no-room = a free handicap of { $stones } stones leaves no point to play on a { $size }×{ $size } board (at most { $max })
err-handicap-board-not-empty = handicap stones can only be placed on an empty board
err-handicap-bad-point = handicap stone at { $point } is off the board or repeated
err-illegal-off-board = off the board
err-illegal-occupied = the point is occupied
err-illegal-suicide = a forbidden point (no liberties, nothing captured)
err-illegal-ko = a ko retaken at once
err-illegal-positional-superko = a whole-board position repeated (positional superko)
err-illegal-situational-superko = a position repeated with the same side to play (situational superko)
err-diagram-unexpected = line { $line }, column { $column }: unexpected "{ $found }" (use X, O, . or a lower-case label)
err-diagram-ragged = line { $line }: { $found } points in this row, but the first row has { $expected }
err-diagram-not-square = { $rows } rows of { $columns } points: diagrams must be square
err-diagram-size = a { $size }x{ $size } board is not supported (sizes 2 to 25)
err-diagram-duplicate-label = line { $line }, column { $column }: label "{ $label }" is used twice
err-diagram-empty = the diagram is empty
err-diagram-unexpected-here = unexpected "{ $found }" (use X, O, . or a lower-case label)
err-diagram-ragged-here = { $found } points in this row, but the first row has { $expected }
err-diagram-duplicate-label-here = label "{ $label }" is used twice
err-sheet-no-instance = question `{ $id }` has no valid instance (run `weiqi-quiz check`)
err-sheet-no-versions = --versions must be at least 1
err-sheet-one-file-html = --one-file writes one HTML file: use it with --format html (the default)
err-sheet-empty-roster = { $path }: no student names in the roster
err-sheet-not-a-directory = { $path }: not a directory; give --out a directory for the sheets
err-sheet-not-ours = { $path }: not written by weiqi-quiz sheet; choose an empty directory or pass --force to replace it
err-no-match = no question in the bank matches the filters
err-filter-level = level "{ $value }": write a level from 1 to 5 or a range such as 2..4
err-filter-type = type "{ $value }": expected fill, choice, truefalse, calc, board or open
err-filter-order = order "{ $value }": expected random or bank
err-store-no-home = no directory for the history: set WEIQI_QUIZ_HOME, or run with --no-save
err-store-unwritable = cannot keep the history in { $dir } ({ $reason }): make it a writable directory, set WEIQI_QUIZ_HOME to one, or run with --no-save
err-store-newer = the history { $path } was written by a newer weiqi-quiz (schema { $found }, this one knows { $known }): update weiqi-quiz, or set WEIQI_QUIZ_HOME to another directory
err-store-read = cannot read the history { $path }: { $cause }
err-store-save = cannot save to the history { $path }: { $cause }
err-io-not-directory-itself = it is not a directory
err-sqlite-cannot-open = the database file cannot be opened
err-sqlite-busy = another program is using the database; try again
err-sqlite-damaged = the database is damaged
err-sqlite-io = the disk could not be read or written
err-sqlite-other = the database reported an error
err-serve-bind = cannot listen on { $addr }: { $cause } (choose another --port, or --port 0 for any free one)
err-serve-stopped = the server stopped: { $cause }
err-class-missing-item = item { $id } of the quiz is not in the bank
err-class-no-instance = item { $id } has no valid instance (run `weiqi-quiz check`)
err-class-bad-paper = a quiz stored in the database cannot be read (it may come from another version of weiqi-quiz)
note-database-kept-aside = the history database { $path } was damaged ({ $reason }); it was kept as { $aside } and a fresh history started
note-legacy-unreadable = cannot read the old history { $path } ({ $cause }); it was not imported and will be tried again next time
note-legacy-kept-aside = the old history file { $path } was damaged ({ $reason }) and could not be imported; it was kept as { $aside } and a fresh history started
note-legacy-left = the old history file { $path } was damaged ({ $reason }) and could not be imported, nor moved aside ({ $cause }); it was left as it is
note-imported = imported { $sessions } sessions ({ $answers } answers) from { $from } into { $into }; the old file is kept as it was
err-profile = profile name "{ $name }": use 1 to 64 letters, digits, - and _ (Chinese, Japanese and Korean letters too)
err-stones = "{ $text }" is not a number of stones in quarters (write 3.75, 3¾, 3 3/4, 3又3/4 or 15/4)
err-unknown-rules = unknown rule set "{ $name }" (one of: { $names })
err-unknown-system = unknown tournament system "{ $name }" (use round-robin or swiss)
err-unknown-tiebreak = unknown tie-break "{ $name }" (use score, sos, sb, progressive, warnings, direct, total-theoretical or total-actual)
err-grade-json = not a weiqi-quiz key file: { $detail }
err-grade-format = key format "{ $found }" is not this version's (made by another version of weiqi-quiz)
err-grade-bad-key = item { $number } of version { $version }: { $message }
err-key-points = points { $value } is not possible (0 or more, in quarters: 0.25, 1, 1.5, …)
err-key-right-option = right option "{ $value }" is not among the options
err-key-no-right-option = a choice item has no right option
err-key-no-blanks = a fill-in item has no blanks
err-key-not-a-number = "{ $value }" is not a number
err-key-not-a-colour = "{ $value }" is not black or white
err-grade-unknown-version = line { $line }: version "{ $version }" is not in the key (it has { $known })
err-grade-no-version = line { $line }: no version given and no version is printed for "{ $name }"
err-grade-too-many = line { $line }: { $found } answers, but version { $version } has { $items } items
err-grade-no-students = no students in the answers file
err-bank-problems = ({ $count } { $count ->
        [one] problem
       *[other] problems
    } in the bank; run `weiqi-quiz check` to see { $count ->
        [one] it
       *[other] them all
    })
err-reset-no-save = history --reset changes the history: not with --no-save
err-reset-no-terminal = history --reset: no terminal to confirm on; add --yes to clear the history of profile { $profile }
tag-results = results
tag-ko = ko
tag-tournament = tournaments
tag-komi = komi
tag-forbidden-point = forbidden points
tag-counting = counting
tag-small-boards = small boards
tag-rule-sets = other rule sets
tag-time-control = time control
tag-repetition = repetition
tag-irregularities = irregularities
tag-captures = captures
tag-liberties = liberties
tag-seed-paper = sample paper
tag-tie-breaks = tie-breaks
tag-round-robin = round robin
tag-end-of-game = end of game
tag-swiss = Swiss system
tag-suicide = suicide
tag-seki = seki
tag-equipment = equipment
tag-moves = moves
tag-life-death = life and death
tag-handicap = handicap
tag-byoyomi = byo-yomi
tag-nigiri = nigiri
tag-warnings = warnings
tag-superko = superko
tag-sudden-death = sudden death
tag-pass = passing
tag-team = team events
tag-triple-ko = triple ko
tag-snapback = snapback
tag-rule-versions = rule versions
tag-misconception = misconceptions
tag-scoring = scoring
tag-rulings = rulings
mode-practice = practice
mode-exam = exam
mode-drill = drill
mode-review = review
list-separator = {", "}
replay-player = { $color }: { $name }
replay-captures = captures { $count }
replay-suicide = suicide of { $count } stones
replay-illegal = ILLEGAL: { $reason } (not played)
replay-irregular-mark = irregular (see below)
replay-all-legal = { $moves } moves, all legal
replay-some-illegal = { $moves } moves, { $count } illegal: move { $list }
replay-captures-total = captures: black { $black }, white { $white }
stats-questions = { $count } questions
stats-by-type = by type:
stats-by-rules = by rules:
stats-by-article = by article:
stats-by-tag = by tag:
stats-name-code = { $name } ({ $code })
list-regulation = reg
list-tag-unknown = (not in the vocabulary)
check-clean = { $questions } { $questions ->
        [one] question
       *[other] questions
    } in { $files } { $files ->
        [one] file
       *[other] files
    } ({ $counts }): no problems found
check-and-warnings = , { $warnings } { $warnings ->
        [one] warning
       *[other] warnings
    }
check-problems = { $errors } { $errors ->
        [one] problem
       *[other] problems
    }{ $warnings ->
        [0] {""}
        [one] {" "}and 1 warning
       *[other] {" "}and { $warnings } warnings
    } ({ $questions } { $questions ->
        [one] question
       *[other] questions
    } read)
kind-fill = fill
kind-choice = choice
kind-truefalse = truefalse
kind-calc = calc
kind-board = board
kind-open = open
err-clock-fischer-no-main-time = a Fischer clock needs a main time above zero
err-clock-no-increment = a Fischer clock needs an increment above zero (for none, use sudden death)
err-ruling-what = name an irregularity or give --game
err-player-both = --player: give both players, or neither
err-player-form = --player "{ $text }": expected NAME:RANK:AGE, e.g. Li:5d:34
err-player-number = --player "{ $text }": { $what } "{ $value }" is not a whole number
err-player-rank = --player "{ $text }": "{ $rank }" is not a rank (5d, 5, 3k, 5p, 3级, 职业5段)
player-age = age
err-clock-needs-increment = --increment is needed for fischer (e.g. 30s)
err-clock-needs-moves-per-period = --moves-per-period is needed for moves-per-period
err-clock-needs-period = --period is needed for moves-per-period (e.g. 10m)
err-clock-not-for-byoyomi = { $option } does not apply to byo-yomi, which takes --main, --periods and --period (every system takes --late and --late-limit)
err-clock-not-for-sudden-death = { $option } does not apply to sudden death, which takes --main only (every system takes --late and --late-limit)
err-clock-not-for-moves-per-period = { $option } does not apply to moves per period, which takes --main, --moves-per-period and --period (every system takes --late and --late-limit)
err-clock-not-for-fischer = { $option } does not apply to fischer, which takes --main and --increment (every system takes --late and --late-limit)
err-clock-late-limit-alone = --late-limit goes with --late (e.g. --late 10m --late-limit 1h)
err-stdin = cannot read standard input
err-nigiri-shown = the guesser shows 1 stone (odd) or 2 stones (even), not { $shown }
err-nigiri-no-stones = the holder must hide at least one stone
err-nigiri-rank = "{ $rank }" is not a rank: write 3k (kyu, 1k–30k), 5d or 5 (dan, 1d–9d) or 5p (professional, 1p–9p)

## serve: the classroom server (terminal, student page, teacher's dashboard)
serve-students = Students open: { $url }
serve-teacher = Teacher (keep this address to yourself): { $url }
serve-resumed = Taking up the open quiz “{ $title }” ({ $students } students joined); answers and tokens carry on. Start another with --new.
serve-started = { $count } questions, { $mode }. Stop with Ctrl-C: every answer is saved as it comes.
serve-mode-self-paced = self-paced
serve-mode-live = live (you move the class on from the dashboard)
serve-open-left-out = { $count } open items left out: they need a teacher's mark.
serve-no-items = No question matches the filters (open items are left out of a classroom quiz).
serve-title-default = Classroom quiz
serve-join-prompt = Your name
serve-join-button = Join
serve-question-of = Question { $number } of { $of }
serve-time-left = Time left { $time }
serve-submit = Submit
serve-skip = Skip
serve-blank = Blank { $number }
serve-choose-several = Choose every right option, then submit.
serve-waiting = Waiting for the teacher to show the next question…
serve-done = Finished
serve-closed-note = The teacher has closed the quiz.
serve-time-up = Time is up.
serve-score = Your score: { $score } of { $total } points ({ $right } of { $of } right).
serve-mistakes = Your mistakes
serve-no-mistakes = No mistakes. Well done!
serve-your-answer = Your answer: { $answer }
serve-no-answer = You gave no answer.
serve-right-answer = Right answer: { $answer }
serve-error-token = You have not joined this quiz (or it has changed): join with your name.
serve-error-teacher = This page needs the teacher's address, with its token, as the server printed it.
serve-error-name = Type your name (at most 60 characters).
serve-error-body = The request is too large or not valid JSON.
serve-error-closed = The quiz is over: no more answers.
serve-error-full = The class is full.
serve-error-already = This question has already been answered: answers are final.
serve-error-number = That is not the question being asked now.
serve-error-unreadable = That is not an answer to this question; try again (fill every blank).
serve-error-not-done = Your review opens when your teacher ends the quiz.
serve-error-save = The server could not save this; try again.
serve-error-network = No connection to the teacher's computer; trying again…
serve-error-not-found = There is no such page or request.
serve-screen-keys = Enter or Space: show the answer, then the next question
serve-screen-closed = The quiz is over. Thank you!
serve-screen-points = { $points } pts
serve-screen-leaders = Top five
serve-screen-answer = Answer: { $answer }
serve-screen-time-up = Time is up!
serve-screen-answered = { $answered } of { $count } answered
serve-screen-finished = { $finished } of { $count } finished
serve-screen-joined = { $count } joined
serve-screen-join = Join: scan the code or open the address
serve-dash-approve = Approve
serve-dash-request = { $name } (waiting { $seconds } s)
serve-dash-requests = Asking to continue on another device
serve-dash-absent = Absent ({ $count }): 
serve-dash-seconds-left = { $seconds } s left
serve-dash-hidden-until-reveal = The right answer is marked only once you show it: safe to project.
serve-dash-revealed = (answer shown)
serve-dash-reveal = Show the answer
serve-dash-open-screen = Open the projector screen
serve-error-nothing-to-reveal = There is no question to reveal: in a live lesson, show a question first.
serve-error-too-late = Time is up for this question (or the answer has been shown).
serve-error-request-gone = This request is no longer open (older than 10 minutes, or already handled): type your name again.
serve-error-joining = Someone is joining under this name right now: try again in a moment.
serve-error-not-on-roster = This name is not on the class list: pick your name from the list, or ask your teacher to check it.
serve-error-slow-down = Too many joins at once: wait a moment and try again.
serve-error-json = Requests must be JSON (Content-Type: application/json).
serve-error-origin = Only this quiz's own pages may send answers.
serve-error-too-large = The request is too large.
serve-mark-unreadable = not readable
serve-mark-blank = not answered
serve-mark-wrong = wrong
serve-mark-right = right
serve-csv-mark = { $number }. mark
serve-csv-answer = { $number }. answer ({ $id })
serve-outcome-none = Not answered: the answer is { $key }
serve-outcome-wrong = ✗ Wrong: the answer is { $key }
serve-outcome-right = ✓ Right: the answer is { $key }
serve-review-later = Your answers are in. Your score and the review of your mistakes appear here when your teacher ends the quiz.
serve-joined-as = Joined as { $name }
serve-join-waiting-approval = Waiting for your teacher's approval…
serve-join-ask-teacher = This name has already joined on another device. Tell your teacher: once they approve it on the dashboard, you continue here.
serve-name-suffix = { $name } ({ $number })
serve-live-only = --seconds and --no-leaderboard are for a live lesson (--mode live).
serve-screen = Projector (keep this address to yourself): { $url }
err-serve-busy = Another serve is using the database { $db }: stop it first, or give another file with --db.
err-serve-port-busy = Port { $port } is already in use (perhaps another serve is running): stop it, choose another --port, or --port 0 for any free one.
serve-dash-title = Teacher's dashboard
serve-dash-students-open = Students open
serve-dash-items = Questions
serve-dash-joined = { $count } joined
serve-dash-none = Nobody has joined yet.
serve-dash-name = Name
serve-dash-progress = Answered
serve-dash-score = Right
serve-dash-points = Score
serve-dash-item = Question
serve-dash-answered = Answers
serve-dash-share = Share right
serve-dash-start = Show the first question
serve-dash-next = Show the next question
serve-dash-finish = End the quiz
serve-dash-current = The class is on question { $number } of { $of }.
serve-dash-not-started = The class waits for the first question.
serve-dash-distribution = Answers to question { $number }
serve-dash-close = Close the quiz
serve-dash-close-confirm = Close the quiz? Students can no longer answer, and they see their results.
serve-dash-closed = The quiz is closed.
serve-dash-results = Results
serve-dash-analysis = Item analysis
serve-dash-top = Top group
serve-dash-bottom = Bottom group
serve-dash-strong-miss = strong students miss this
serve-dash-mode-live = Live: you move the class from question to question
serve-dash-mode-self-paced = Self-paced: each student at their own speed
serve-dash-minutes = { $minutes } minutes each
serve-dash-download-json = Results (JSON)
serve-dash-download-csv = Results (CSV, for a spreadsheet)
err-paper-unknown = no paper named "{ $name }" (shipped: { $known }); or give a paper file (.toml)
err-paper-invalid = paper { $name }: { $message }
err-paper-no-items = a section asks for no items (count = 0)
err-paper-no-sections = no [[section]]: a paper needs at least one
err-unknown-id = no item in the bank has the id `{ $id }` (`weiqi-quiz list` shows every id)
err-unknown-id-near = no item in the bank has the id `{ $id }`; did you mean `{ $near }`?
err-paper-too-few = paper { $name }, section { $section }: the bank has { $found } items for it, not { $wanted }
err-paper-points-sum = the sections' points add up to { $total }, not 100: give each section's `points` (per item) so that count × points sums to 100
err-paper-points-missing = some sections give `points` and others do not: give every section its points per item, or none
err-paper-points-value = `points` and `pass` must be positive numbers in quarters (such as 1, 1.5 or 2.25)
err-paper-pass-range = the pass mark { $pass } is not between 0 and the paper's { $total } points
err-input-at = line { $line }, column { $column }: { $problem }
err-input-result = unknown result "{ $value }" (write B, W, 1-0, 0-1, =, draw, B+R, W+T, B+3.5; B+F or 0:1 forfeit for a forfeit; 0-0 or 双方判负 for both lose; bye; withdrawn)
err-input-empty-name = empty player name
err-input-self-play = "{ $player }" cannot play against themself
err-input-bye-result = a game against BYE must have the result bye, not "{ $value }"
err-input-bye-two-players = result bye needs an empty or BYE opponent, but both players are named
err-input-two-games = "{ $player }" has a second game in round { $round } (the first is on line { $line })
err-input-rematch = "{ $first }" and "{ $second }" meet again (first on line { $line }): in a Swiss nobody meets the same opponent twice
err-input-round = the round must be a whole number from 1 to { $max }, not "{ $value }"
err-input-warnings = warnings must be a whole number from 0 to 1000, not "{ $value }"
err-input-warnings-bye = warnings are given for BYE
err-input-missing-column = the first line must be the header round,black,white,result (optional: black_warnings,white_warnings); it has no { $column } column
err-input-duplicate-column = column "{ $column }" appears twice in the header
err-input-unknown-column = unknown column "{ $column }" (warning columns are black_warnings and white_warnings)
err-input-missing-field = the { $field } field is missing
err-input-extra-field = more fields than the header has columns
err-input-unclosed-quote = a quoted field is not closed on this line
err-input-text-after-quote = unexpected text after a closing quote
err-input-duplicate-player = player "{ $player }" is listed twice
err-input-played-after-withdrawal = "{ $player }" withdrew before round { $round } (line { $line }) but has a game in round { $game_round }
err-input-withdrawal-two-players = a withdrawal names one player, but both players are named
err-input-withdrawn-twice = "{ $player }" is written as withdrawn twice
err-input-stated-system = unknown system "{ $value }" in the "# system:" line (write swiss or round-robin)
err-input-not-on-list = "{ $player }" is not in the players file; correct the name or add the player there
err-input-not-on-list-like = "{ $player }" is not in the players file (a typo of "{ $like }"?); correct the name or add the player there
err-input-missing-from-round = "{ $player }" has no game or bye in round { $round } of the results; enter it, or write the last round they played in the withdrawn column
err-input-round-gap = round { $round } follows round { $previous }: a round in between is missing (a typo in the round number?)
err-input-strength = unknown rating or rank "{ $value }" (write a rating such as 2150, or a rank such as 5d, 3k, 5段, 3级)
err-input-mixed-strength = ratings and ranks are mixed in one column ("{ $value }"); give every player a rating, or every player a rank
err-input-withdrawn = the withdrawn column takes the last round played, a whole number from 0, not "{ $value }"
err-team-score-needs-teams = "{ $value }" is a team match score: a match line names the two teams, and --teams TEAMS.csv (team,player a line) gives their players
err-team-none = the teams file lists no team (write team,player, one player a line)
err-team-empty-name = the team name is missing (write team,player, one player a line)
err-team-two-teams = "{ $player }" is on team "{ $team }" but already on "{ $first_team }" (line { $line }): a player plays for one team
err-team-name-is-player = "{ $name }" is both a team and a player: give the team another name
err-team-not-in-team = "{ $player }" is on no team of the teams file; correct the name or add the player to their team there
err-team-same-team = "{ $first }" and "{ $second }" are both on team "{ $team }": a board is played between two teams
err-team-against-player = "{ $team }" is a team: a match line names two teams, a board line two players
err-team-bye = a bye in a team event ("{ $name }") is not counted yet: leave byes out of the results file
err-team-score = unknown match score "{ $value }" (write the boards won, such as 3-1 or 2.5-1.5, or the board points, such as 6-2)
err-team-no-boards = the match "{ $first }" – "{ $second }" has no board results in round { $round }: enter each board's game after the match line
err-team-score-mismatch = the match is written { $stated }, but its { $boards } boards give { $counted }: correct the score or the boards' results
err-team-two-matches = team "{ $team }" has a second match in round { $round } (the first is on line { $line })
err-team-board-twice = board { $board } of this match is already on line { $line }
err-team-board = the board must be a whole number from 1 to { $max }, not "{ $value }"
err-pair-no-players = nobody is left to pair in round { $round } (every player has withdrawn)
err-pair-impossible = round { $round } cannot be paired without two players meeting again; the event has had as many rounds as its players allow
err-csv-at = { $path }, line { $line }, { $problem }
err-csv-line = line { $line }, { $problem }
err-csv-unclosed-quote = column { $column }: a quoted cell is not closed
err-csv-text-after-quote = column { $column }: text after a closing quote (put a quote inside quotes as "")

# bank findings
check-warning = warning
check-directory-unreadable = cannot read this directory
check-directory-unreadable-because = cannot read this directory: { $error }
check-link-outside = links outside the bank directory are not followed
check-file-unreadable = cannot read this file: { $error }
check-not-a-file = not a file
check-file-too-large = file of { $bytes } bytes is too large for a bank (at most { $max })
check-not-utf8 = not UTF-8 text (bad byte at offset { $offset })
check-duplicate-id = duplicate id `{ $id }` (first used at { $file }:{ $line })
check-invisible-characters = { $field } holds { $characters }: outputs leave such characters out, so remove { $count ->
        [one] it
       *[other] them
    }
check-answer-no-locale = `answer` has no locale
check-blanks-mismatch = text.{ $locale } has { $blanks } blanks (____) but the answer for { $locale } lists { $answers }
check-options-no-locale = `options` has no locale
check-options-count-mismatch = options.{ $locale } has { $count } options but options.{ $first-locale } has { $first-count }
check-options-how-many = a choice item needs 2 to 8 options, not { $count }
check-answer-not-an-option = answer `{ $answer }` is not among the { $count } options (A to { $last })
check-board-unanswerable = the engine cannot answer this board item: { $error }
check-verify-error = verify: { $error }
check-verify-one-key = verify needs exactly one keyed option
check-verify-key-wrong = verify: the engine says { $right } but the key, option { $letter } of options.{ $locale } ({ $option }), says otherwise
check-verify-also-right = verify: option { $letter } of options.{ $locale } ({ $option }) also means the right answer { $right }
check-verify-one-blank = verify is for fill items with one blank
check-verify-no-answer-right = verify: the engine says { $right } but no accepted answer of answer.{ $locale } means it
check-verify-needs-expect = verify on a true/false item needs `expect`: the key is true exactly when the engine gives it
check-verify-expect-unreadable = verify: `expect = { $expect }` is not an answer of `{ $kind }`
check-verify-equals-expect = verify: the engine gives { $right }, which equals `expect = { $expect }`, so the key should be { $key }
check-verify-differs-from-expect = verify: the engine gives { $right }, which differs from `expect = { $expect }`, so the key should be { $key }
check-unknown-placeholder = text.{ $locale } uses {"{"}{ $name }{"}"}, which is not one of the params
check-too-many-instances = params expand to { $total } instances (at most { $max })
check-impossible-instance = params give an impossible instance ({ $values }): { $error }
check-toml-syntax = TOML syntax: { $error }
check-unknown-top-level-key = unknown top-level key `{ $key }` (a bank is an array of [[question]] tables)
check-question-not-tables = `question` must be written as [[question]] tables
check-question-not-a-table = each question must be a table
check-id-characters = id `{ $id }` may only use a-z, 0-9, `.`, `_` and `-`
check-missing-id = missing field `id`
check-missing-type = missing field `type`
check-unknown-type = unknown type `{ $type }` (expected fill, choice, truefalse, calc, board or open)
check-unknown-field = unknown field `{ $field }`
check-field-of-other-types = field `{ $field }` is not used by { $type } items (only by { $types })
check-missing-text = missing field `text` (text.zh-CN = "…")
check-text-no-locale = `text` has no locale
check-winner-named-boolean = `winner_named` must be true or false
check-missing-field = missing field `{ $field }` ({ $hint })
check-unknown-ask = unknown ask `{ $ask }` (expected legal, captures, liberties, count, result, irregular or ruling)
check-handicap-range = `handicap` must be a whole number from 0 to 25
check-board-and-sgf = give `board` or `sgf`, not both
check-board-no-liberties = board: stones without liberties at { $points }
check-sgf = sgf: { $error }
check-missing-board = missing field `board` (a text diagram) or `sgf`
check-point-error = `{ $field }`: { $error }
check-move-form = move `{ $move }` must be a colour and a point: "B a", "W D4", "B pass"
check-board = board: { $error }
check-not-a-string = `{ $field }` must be a string, not { $found }
check-not-strings = `{ $field }` must be an array of strings
check-not-a-number = `{ $field }` must be a number in quarters (such as 3, 184.5 or "3 3/4")
check-text-needs-locale = `{ $field }` must name its locale: { $field }.zh-CN = "…", { $field }.en = "…"
check-text-empty = `{ $field }.{ $locale }` is empty
check-not-a-locale = `{ $tag }` is not a locale tag (write zh-CN, zh-TW or en)
check-unknown-source = unknown source {$name}: write `source = "practice"` for an item that states current practice, or leave it out
check-dead-drawn-alive = the text calls { $stones } dead, but the board draws them alive: add a stone of each dead chain to `dead`
check-citation-form = `explain.{ $locale }` cites { $cited }: write 第{ $article }条第{ $item }款
check-citation-other = `explain.{ $locale }` first cites Art. { $cited }, but the item's `article` is { $article }: cite the item's article first, or correct `article`
check-stem-names-answer = the English text names the answer “{ $answer }”: a candidate reads the key in the question
check-option-implausible = option “{ $option }” (`options.{ $locale }`) is no value anyone would choose: the key is a whole number, so every option should be a whole number, and none below zero
check-true-share = { $true } of the bank's { $count } true/false items are keyed true ({ $share } %): keep between 40 % and 60 % so that guessing gains nothing
check-sgf-path-outside = `sgf` names { $path }: a game record must be inline SGF or a file in the bank's folder (no absolute path, no `..`)
check-sgf-unreadable = cannot read the game record { $path } (beside the bank file): { $error }
check-captured-still-there = the text says { $stones } is captured, but after `moves` a stone still stands there: check the moves and the points the text names
check-level-range = `level` must be an integer from 1 to 5
check-points-range = `points` must be more than 0 and at most 100
check-verify-not-a-table = `verify` must be a table: verify = {"{"} calc = "result", black = 183 {"}"}
check-verify-needs-calc = `verify` needs `calc = "…"`
check-not-a-parameter = `{ $field }` is not a parameter of `{ $calc }` (it takes { $known })
check-fill-answer-form = a fill answer names its locale and lists each blank's answers: answer.zh-CN = [["气"], ["天元", "天元点"]]
check-fill-answer-lists = `{ $field }` must be a list of lists: [["…"], ["…"]]
check-fill-blank-empty = `{ $field }` has a blank with no accepted answer
check-unit-missing = blank { $blank } is answered by numbers: say what it asks for with `unit = "…"` ({ $names }; count for moves, rounds, liberties and other plain numbers), so that an answer in the wrong unit is marked wrong with the reason
check-unit-unknown = unknown unit "{ $unit }": write one of { $names }
check-unit-count = { $units } units for { $blanks ->
        [one] one blank
       *[other] { $blanks } blanks
    }: give one unit for all blanks, or one for each
check-unit-contradicts = the accepted answer "{ $answer }" in `{ $field }` is not in { $unit }, the item's `unit`
check-options-need-locale = `options` must name its locale: options.zh-CN = ["…"]
check-choice-answer-form = a choice answer is a letter ("B") or a list of letters (["A", "C"])
check-answer-not-a-letter = answer `{ $answer }` is not a capital letter
check-shuffle-boolean = `shuffle` must be true or false
check-truefalse-answer-form = a true/false answer is `true` or `false` (no quotes)
check-params-not-a-table = `params` must be a table: params.black = 183
check-missing-param = missing `params.{ $param }` (needed by `{ $calc }`)
check-one-of-not-a-list = `params.{ $param }.one_of` must be a list
check-one-of-empty = `params.{ $param }.one_of` is empty
check-param-form = `params.{ $param }` must be a value, {"{"} from = …, to = …, step = … {"}"} or {"{"} one_of = […] {"}"}
check-param-range = `params.{ $param }` needs from ≤ to and a step above 0
check-present-values = `present` must be { $allowed }
check-unknown-rules = unknown rule set { $name } (expected one of: { $names })
check-unknown-calc = unknown calculation { $name } (expected one of: { $names })
check-not-a-colour = not a colour: { $name } (expected black, white, b or w)
check-unknown-field-near = unknown field `{ $field }`: did you mean `{ $meant }`?
check-unknown-ask-near = unknown ask `{ $ask }`: did you mean `{ $meant }`? (expected legal, captures, liberties, count, result or irregular)
check-unknown-calc-near = unknown calculation { $name }: did you mean `{ $meant }`? (expected one of: { $names })
check-points-quarters = `points` is the item's weight in points, a multiple of 0.25 (such as 1, 0.5 or 2.25)
check-fill-answer-flat = `{ $field }` lists strings, but a fill answer is one list of accepted answers per blank: { $field } = { $fixed }
check-unknown-tag = tag `{ $tag }` is not in the vocabulary (`weiqi-quiz list --tags` lists it): use one of its tags, or name your own in a [tags] table: [tags] { $tag } = {"{"} zh-CN = "…", en = "…" {"}"}
check-unknown-tag-near = tag `{ $tag }` is not in the vocabulary: did you mean `{ $meant }`? (`weiqi-quiz list --tags` lists them; a bank names its own in a [tags] table)
check-tag-comma = tag `{ $tag }` holds a full-width comma `，`: write each tag as a string of its own: tags = [{ $fixed }]
check-toml-full-width = TOML syntax: a full-width `{ $found }` (from a Chinese input method) where TOML needs `{ $ascii }`
check-tags-not-a-table = `tags` at the top of a bank names the bank's own tags: [tags] my-topic = {"{"} zh-CN = "…", en = "…" {"}"}
check-tag-name-form = a tag of the bank's own is lower-case letters, digits and `-`, not `{ $tag }`

## The TOML and JSON readers' messages (src/i18n/parsers.rs)

parse-unreadable = this cannot be read
parse-at = line { $line }, column { $column }: { $problem }
parse-expected = { $problem }, expected { $expected }
parse-missing-field = missing field { $name }
parse-duplicate-field = duplicate field { $name }
parse-unknown-field = unknown field { $name }, expected { $expected }
parse-unknown-variant = unknown variant { $name }, expected { $expected }
parse-nothing-allowed = nothing here
parse-wrong-type = invalid type: { $found }, expected { $expected }
parse-wrong-value = invalid value: { $found }, expected { $expected }
parse-wrong-length = invalid length { $length }, expected { $expected }
parse-one-of = one of { $names }
parse-underscore-may-only-go-between-digits = `_` may only go between digits
parse-cannot-recurse-further-max-recursion-depth-met = cannot recurse further; max recursion depth met
parse-recursion-limit = recursion limit
parse-carriage-return-must-be-followed-by-newline = carriage return must be followed by newline
parse-duplicate-key = duplicate key
parse-extra-equals = extra `=`
parse-extra-assignment-between-key-value-pairs = extra assignment between key-value pairs
parse-extra-comma-in-array = extra comma in array
parse-extra-comma-in-inline-table = extra comma in inline table
parse-integers-with-a-radix-cannot-be-signed = integers with a radix cannot be signed
parse-invalid-basic-string = invalid basic string
parse-invalid-binary-number = invalid binary number
parse-invalid-boolean = invalid boolean
parse-invalid-comment-character = invalid comment character
parse-invalid-date-time = invalid date-time
parse-invalid-exponent = invalid exponent
parse-invalid-float = invalid float
parse-invalid-fraction = invalid fraction
parse-invalid-hexadecimal-number = invalid hexadecimal number
parse-invalid-inline-table-element = invalid inline table element
parse-invalid-integer-number = invalid integer number
parse-invalid-key = invalid key
parse-invalid-key-value-pair = invalid key-value pair
parse-invalid-literal-string = invalid literal string
parse-invalid-mantissa = invalid mantissa
parse-invalid-multi-line-basic-string = invalid multi-line basic string
parse-invalid-multi-line-literal-string = invalid multi-line literal string
parse-invalid-octal-number = invalid octal number
parse-invalid-string = invalid string
parse-invalid-table = invalid table
parse-invalid-unquoted-key = invalid unquoted key
parse-invalid-value = invalid value
parse-key-with-no-value = key with no value
parse-keys-cannot-be-multi-line-basic-strings = keys cannot be multi-line basic strings
parse-keys-cannot-be-multi-line-literal-strings = keys cannot be multi-line literal strings
parse-missing-array-opening = missing array opening
parse-missing-assignment-between-key-value-pairs = missing assignment between key-value pairs
parse-missing-comma-between-array-elements = missing comma between array elements
parse-missing-comma-between-key-value-pairs = missing comma between key-value pairs
parse-missing-comment-start = missing comment start
parse-missing-escaped-value = missing escaped value
parse-missing-inline-table-opening = missing inline table opening
parse-missing-key-for-inline-table-element = missing key for inline table element
parse-missing-opening-quote = missing opening quote
parse-missing-table-open = missing table open
parse-missing-value-for-key = missing value for key
parse-missing-value = missing value
parse-radix-must-be-lowercase = radix must be lowercase
parse-redundant-integer-number-prefix = redundant integer number prefix
parse-redundant-numeric-sign = redundant numeric sign
parse-string-values-must-be-quoted = string values must be quoted
parse-too-few-unicode-value-digits = too few unicode value digits
parse-unclosed-array-table = unclosed array table
parse-unclosed-array = unclosed array
parse-unclosed-inline-table = unclosed inline table
parse-unclosed-table = unclosed table
parse-unexpected-equals-in-array = unexpected `=` in array
parse-unexpected-content-between-comment-and-newline = unexpected content between comment and newline
parse-unexpected-content = unexpected content
parse-unexpected-key-or-value = unexpected key or value
parse-unexpected-leading-zero = unexpected leading zero
parse-unexpected-sign = unexpected sign
parse-unquoted-keys-cannot-be-empty = unquoted keys cannot be empty
parse-basic-string = basic string
parse-characters = characters
parse-digits = digits
parse-key = key
parse-letters = letters
parse-literal-string = literal string
parse-multi-line-basic-string = multi-line basic string
parse-non-double-quote-visible-characters = non-double-quote visible characters
parse-non-single-quote-characters = non-single-quote characters
parse-non-single-quote-visible-characters = non-single-quote visible characters
parse-numbers = numbers
parse-printable-characters = printable characters
parse-unicode-hexadecimal-value = unicode hexadecimal value
parse-value = value
parse-newline = newline
parse-nothing = nothing
parse-string = string
parse-integer = integer
parse-float = float
parse-boolean = boolean
parse-datetime = datetime
parse-array = array
parse-table = table
parse-inline-table = inline table
parse-sequence = sequence
parse-map = map
parse-unit-value = unit value
parse-character = character
parse-a-number = a number
parse-eof-while-parsing-a-list = EOF while parsing a list
parse-eof-while-parsing-an-object = EOF while parsing an object
parse-eof-while-parsing-a-string = EOF while parsing a string
parse-eof-while-parsing-a-value = EOF while parsing a value
parse-expected-colon = expected `:`
parse-expected-comma-or-bracket = expected `,` or `]`
parse-expected-comma-or-brace = expected `,` or `{"}"}`
parse-expected-ident = expected ident
parse-expected-value = expected value
parse-invalid-escape = invalid escape
parse-invalid-number = invalid number
parse-number-out-of-range = number out of range
parse-invalid-unicode-code-point = invalid unicode code point
parse-control-character-u0000-u001f-found-while-parsing-a-string = control character (\u0000-\u001F) found while parsing a string
parse-key-must-be-a-string = key must be a string
parse-lone-leading-surrogate-in-hex-escape = lone leading surrogate in hex escape
parse-trailing-comma = trailing comma
parse-trailing-characters = trailing characters
parse-unexpected-end-of-hex-escape = unexpected end of hex escape
parse-recursion-limit-exceeded = recursion limit exceeded

## Why a computed item has no answer (src/bank/calc.rs)

calc-err-missing = parameter `{ $name }` is missing
calc-err-bad = parameter `{ $name }` must be { $what }, not { $value }
calc-wanted-number = a number
calc-wanted-count = a whole number from 0
calc-wanted-number-list = a comma list of numbers
calc-wanted-size = a board size from 2 to 25
calc-wanted-handicap = a handicap from 0 to 25
calc-wanted-halves = a multiple of 0.5
calc-wanted-players = from 2 to 1000
calc-wanted-results = a string of W, D and L
calc-err-drawn-halves = drawn scores must be multiples of 0.5
calc-err-no-boards = a match has at least one board
calc-err-too-many-boards = a match has at most 1000 boards
calc-err-lost-on-time = the player loses on time at move { $number }

## Why a board item has no answer (src/bank/model.rs)

board-err-point = `{ $text }` is neither a label of the diagram nor a vertex on the board
board-err-no-at = `at` is missing: `ask = "{ $ask }"` needs a point
board-err-move = move { $number } ({ $text }) is illegal: { $reason }
board-err-no-stone = there is no stone at { $at }
board-err-no-irregularity = the moves hold no irregular move to find
# Errors as data (src/message.rs): the OS's own words, a reader's message as said, and
# SQLite's own words for English readers.
err-os = { $text }
err-as-said = { $text }
err-io-broken-pipe = the reader of the output went away
err-io-interrupted = interrupted
err-sqlite = { $text }
err-about = { $what }: { $cause }
check-finding = { $file }:{ $line }:{ $column }: { $message }{ $item }
check-finding-warning = { $file }:{ $line }:{ $column }: { check-warning }: { $message }{ $item }
err-bank-problems-first =
    { $first }
    ({ $count } { $count ->
            [one] problem
           *[other] problems
        } in the bank; run `weiqi-quiz check` to see { $count ->
            [one] it
           *[other] them all
        })
err-setup-off-board = point { $point } is off the { $size }×{ $size } board

## Rule articles in this program's words (src/bank/articles.rs, src/report/articles.rs)

check-article-malformed = `article = "{ $article }"` is not an article number: write "17" or "17.2"
check-article-missing = cites { $article } of the { $rules }, which has no entry in questions/articles/: cite an article that has one (`weiqi-quiz rules articles --rules { $preset }` lists them), or name the source with `regulation`
check-article-item-missing = cites { $article } of the { $rules }, which has no entry of its own ({ $parent } has one; items are entries of their own): cite { $parent }, or an item that `weiqi-quiz rules articles --rules { $preset }` lists
check-article-no-texts = cites { $article } of the { $rules }, but no article texts are kept for that rule set (only for { $kept }): name the source with `regulation` instead
err-article-malformed = "{ $number }" is not an article number: write 17 or 17.2
err-article-unknown = the { $rules } have no entry for { $article }; entries: { $known } (titles: weiqi-quiz rules articles --rules { $preset })
err-article-no-texts = no article texts are kept for the { $rules }; they are kept for { $kept }
article-heading = { $article } — { $title } ({ $rules })
article-status-reported = The text of this article was not at hand: what follows comes from a paraphrase or a secondary source.
article-status-not-read = This article's wording in the { $rules } was not available: nothing below is its text.
article-same-as = Here the { $rules } say the same as the { $other }:
article-in-1988 = 1988 rules: { $text }
article-precedent = Precedent from the { $precedent }, not a rule of the { $rules }:
articles-title = Articles of the { $rules } in this program's words ({ $count } entries, articles and their items):
articles-mark-reported = {" "}(from a paraphrase)
articles-mark-same-as = {" "}(as in the { $other })

## show and new
show-level = level { $level }
show-tags = Tags: { $tags }
show-no-instance = No instance of this item can be made: run `weiqi-quiz check` on its bank.
show-converted = { $locale } (converted)
show-key = Key (as the engine computes it): { $answer }
show-after-moves = After the moves (the last in brackets, the asked point ?):
new-intro = A { $kind } item: edit it, then run `weiqi-quiz check FILE` and `weiqi-quiz --bank FILE show ID`.
new-id = Unique and stable: lower-case letters, digits, `.`, `_`, `-`.
new-article = The article it tests (or `regulation.zh-CN = "…"` for a regulation); `rules = "cn1988"` for the 1988 rules.
new-level = 1–3 recall; 4 applying a rule to a stated situation; 5 the same in two steps or across rule versions.
new-fill-text = Each blank is four or more underscores.
new-fill-answer = One list per blank, of every accepted answer.
new-unit = What a numeric blank asks in: stones, points, hours, minutes, seconds or count.
new-explain = Why, citing the item's own article first.
new-choice-options = 2 to 8 options, as many in every locale; they are shuffled unless `shuffle = false`.
new-choice-answer = The right option's letter, or several: ["A", "C"].
new-tf-answer = true or false.
new-verify = The engine proves the key: true exactly when the result is `expect`.
new-calc = The calculation that keys the item (see questions/README.md: result, threshold, byoyomi, sos…).
new-calc-params = Parameters: a value, a range (`from`, `to`, `step`) or a list (`one_of`), drawn each time the item is asked.
new-calc-present = "input" (typed) or "choice" (the engine writes wrong options near the answer).
new-calc-text = The text names the parameters in braces: { $example }.
new-board = The position shown to the learner, before `moves`: X black, O white, . empty, a–z labels.
new-board-moves = Moves played from the position shown (the text tells them); the question is about the position after them.
new-board-ask = What the engine answers: legal, captures, liberties, count, result, irregular or ruling; `at` is the point asked about.
new-board-text = Tell the moves in the text: the diagram shows the position before them.
new-open-answer = A model answer; learners mark themselves against it.

## The pairing drill: the pairing typed, and the rules it breaks (docs/referee.md)
pairing-board = board { $board }: { $black } (B) – { $white } (W)
pairing-bye = bye: { $name }
pairing-accepted = Not the model pairing, but it differs only where the rules leave a choice (transpositions within a score group, who takes Black, the order of the boards): accepted.
pairing-model = Model pairing: { $pairing }
pairing-rules-where = The rules and their sources: docs/referee.md, "Pairing the next round: rules pair".
pairing-broken = Breaks rule { $rule }, "{ $title }" (source: { $source }): { $what }
pairing-rule-1 = who is paired
pairing-rule-1-source = practice
pairing-rule-2 = score groups, top half against bottom half
pairing-rule-2-source = the sample referee paper, "players with equal or nearest scores are paired"; the halves are practice
pairing-rule-3 = no repeated pairing
pairing-rule-3-source = the sample referee paper, "nobody meets the same opponent twice"
pairing-rule-4 = the bye
pairing-rule-4-source = practice (YBS)
pairing-rule-5 = no one colour three times in a row
pairing-rule-5-source = practice
pairing-broken-withdrawn = { $name } has withdrawn and is not paired this round.
pairing-broken-not-in-event = { $name } is not a player of this event.
pairing-broken-missing = { $name } has neither an opponent nor the bye.
pairing-broken-twice = { $name } is paired twice.
pairing-broken-float = { $name } ({ $score } points) meets { $opponent } ({ $opponent-score } points), further from their score group than needed: a pairing gives them an opponent nearer their score (see the model).
pairing-broken-same-half = { $high } and { $low } are in the same half of a score group, which pairs its top half against its bottom half.
pairing-broken-repeat = { $a } and { $b } already met in round { $round }.
pairing-broken-bye-not-needed = an even number plays this round: no bye ({ $name }).
pairing-broken-no-bye = an odd number plays this round, so one has the bye: { $due }.
pairing-broken-wrong-bye = the bye goes to the lowest-placed player who has not had one, { $due }, not { $given }.
pairing-broken-third-colour = { $name } takes { $colour ->
    [black] Black
   *[white] White
} a third time in a row, where a pairing avoids it (see the model).
