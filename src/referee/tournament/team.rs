//! Team matches: board points (局分) summed into match points (场分).

/// One board of a team match, from the first team's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardResult {
    Win,
    Draw,
    Loss,
}

impl BoardResult {
    const fn points(self) -> (u32, u32) {
        match self {
            BoardResult::Win => (2, 0),
            BoardResult::Draw => (1, 1),
            BoardResult::Loss => (0, 2),
        }
    }
}

/// A team match: 局分 (board points, 2/1/0 per board, summed) and 场分 (match points:
/// 2 to the team with more board points, 1 each when equal), first team first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TeamMatch {
    pub board_points: (u32, u32),
    pub match_points: (u32, u32),
}

pub fn team_match(boards: &[BoardResult]) -> TeamMatch {
    let board_points = boards.iter().fold((0u32, 0u32), |(a, b), board| {
        let (x, y) = board.points();
        (a.saturating_add(x), b.saturating_add(y))
    });
    let match_points = match board_points.0.cmp(&board_points.1) {
        std::cmp::Ordering::Greater => (2, 0),
        std::cmp::Ordering::Equal => (1, 1),
        std::cmp::Ordering::Less => (0, 2),
    };
    TeamMatch {
        board_points,
        match_points,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn team_match_examples() {
        use BoardResult::*;
        // docs/rules.md, Team events, four boards: 3–1 → 6:2 → 2:0; 2 wins, a draw and
        // a loss → 5:3 → 2:0; 2–2 → 4:4 → 1:1; and the mirror of the second.
        let cases = [
            ([Win, Win, Win, Loss], (6, 2), (2, 0)),
            ([Win, Draw, Win, Loss], (5, 3), (2, 0)),
            ([Win, Loss, Loss, Win], (4, 4), (1, 1)),
            ([Loss, Loss, Draw, Win], (3, 5), (0, 2)),
        ];
        for (boards, board_points, match_points) in cases {
            assert_eq!(
                team_match(&boards),
                TeamMatch {
                    board_points,
                    match_points
                },
                "{boards:?}"
            );
        }
    }
}
