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
