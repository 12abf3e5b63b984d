//! What several benchmarks share: generated banks of any size.

use weiqi_quiz::bank::Source;

/// A bank of `n` items cycling through the types, each with a key the engine checks.
pub fn generated(n: usize) -> Source {
    let mut text = String::with_capacity(n * 300);
    for i in 0..n {
        let item = match i % 5 {
            0 => format!(
                "[[question]]\nid = \"gen.choice-{i}\"\ntype = \"choice\"\ntext.zh-CN = \"黑方{b}子，结果？\"\ntext.en = \"Black has {b} stones. Result?\"\noptions.en = [\"Black wins by 3/4 stone\", \"Black loses by 1/4 stone\", \"Black loses by 1 1/4 stones\"]\nanswer = \"{key}\"\nverify = {{ calc = \"result\", black = {b} }}\n\n",
                b = 183 + (i / 5) % 3,
                key = ["C", "B", "A"][(i / 5) % 3],
            ),
            1 => format!(
                "[[question]]\nid = \"gen.fill-{i}\"\ntype = \"fill\"\ntext.en = \"A board has ____ points.\"\nanswer.en = [[\"361\"]]\n\n"
            ),
            2 => format!(
                "[[question]]\nid = \"gen.tf-{i}\"\ntype = \"truefalse\"\ntext.en = \"Suicide is legal.\"\nanswer = false\n\n"
            ),
            3 => format!(
                "[[question]]\nid = \"gen.calc-{i}\"\ntype = \"calc\"\ncalc = \"rr-games\"\nparams.players = {{ from = 2, to = 12 }}\ntext.en = \"{{players}} players: games?\"\n\n"
            ),
            _ => format!(
                "[[question]]\nid = \"gen.board-{i}\"\ntype = \"board\"\nboard = \"\"\"\na X . .\nX X . .\n. . . .\n. . . .\n\"\"\"\nto_play = \"white\"\nask = \"legal\"\nat = \"a\"\ntext.en = \"May White play at a?\"\n\n"
            ),
        };
        text.push_str(&item);
    }
    Source {
        name: format!("generated-{n}.toml"),
        text,
    }
}
