//! Things to post and print, through the binary in Chinese first: the standings with
//! their crosstable and the pairing list as text, CSV, Markdown, HTML and SVG, with
//! names that break each format (`|`, `<`, `&`, quotes).

use std::path::Path;

use quick_xml::events::Event;

use crate::referee::zh;

/// Five players, three rounds, a bye each round, a forfeit and a draw; the names hold
/// the characters each format must escape.
const RESULTS: &str = "# system: swiss\n\
    round,black,white,result\n\
    1,张|三,<李四>,B+R\n\
    1,王&五,\"赵\"\"六\"\"\",W+F\n\
    1,孙七,,bye\n\
    2,<李四>,孙七,=\n\
    2,\"赵\"\"六\"\"\",张|三,W+3.5\n\
    2,王&五,,bye\n\
    3,张|三,孙七,B\n\
    3,王&五,<李四>,W\n\
    3,\"赵\"\"六\"\"\",,bye\n";

const NAMES: [&str; 5] = ["张|三", "<李四>", "王&五", "赵\"六\"", "孙七"];

fn results(dir: &Path) -> String {
    let path = dir.join("results.csv");
    std::fs::write(&path, RESULTS).unwrap();
    path.to_str().unwrap().to_string()
}

/// `rules standings RESULTS ARGS` in zh-CN: stdout, checked to succeed quietly.
fn standings(results: &str, args: &[&str]) -> String {
    let mut all = vec!["rules", "standings", results];
    all.extend(args);
    let (out, err, code) = zh(&all);
    assert_eq!(code, Some(0), "{err}");
    assert!(err.is_empty(), "{err}");
    out
}

fn pairing(args: &[&str]) -> String {
    let examples = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/examples/");
    let results = format!("{examples}swiss-round1.csv");
    let players = format!("{examples}players.csv");
    let mut all = vec!["rules", "pair", &results, "--players", &players];
    all.extend(args);
    let (out, err, code) = zh(&all);
    assert_eq!(code, Some(0), "{err}");
    out
}

/// The text of every `<text>` of an SVG, entities resolved; panics unless it is
/// well-formed XML with its own width and height.
fn svg_texts(svg: &str) -> Vec<String> {
    let mut reader = quick_xml::Reader::from_str(svg);
    let (mut depth, mut sized) = (0, false);
    let mut texts = Vec::new();
    let mut current: Option<String> = None;
    loop {
        match reader.read_event() {
            Ok(Event::Start(e)) => {
                depth += 1;
                if e.name().as_ref() == "svg" {
                    let attribute = |name: &str| {
                        e.attributes()
                            .flatten()
                            .find(|a| a.key.as_ref() == name)
                            .map(|a| a.value.to_string())
                    };
                    let number = |name| attribute(name).and_then(|v| v.parse::<u32>().ok());
                    sized = number("width").is_some_and(|w| w > 0)
                        && number("height").is_some_and(|h| h > 0);
                }
                if e.name().as_ref() == "text" {
                    current = Some(String::new());
                }
            }
            Ok(Event::Text(t)) => {
                if let Some(text) = &mut current {
                    text.push_str(&t.xml10_content());
                }
            }
            Ok(Event::GeneralRef(r)) => {
                if let Some(text) = &mut current {
                    let name = r.xml10_content().into_owned();
                    text.push_str(quick_xml::escape::resolve_predefined_entity(&name).unwrap());
                }
            }
            Ok(Event::End(e)) => {
                depth -= 1;
                if e.name().as_ref() == "text" {
                    texts.extend(current.take());
                }
            }
            Ok(Event::Eof) => break,
            Ok(_) => {}
            Err(e) => panic!(
                "not well-formed at {}: {e}\n{svg}",
                reader.buffer_position()
            ),
        }
    }
    assert_eq!(depth, 0, "unclosed elements\n{svg}");
    assert!(sized, "no width and height\n{svg}");
    texts
}

#[test]
fn standings_and_crosstable_in_every_format() {
    let dir = tempfile::tempdir().unwrap();
    let results = results(dir.path());
    let title = ["--title", "2026 市赛 <公开组> & 少年组"];

    let text = standings(&results, &title);
    insta::assert_snapshot!("posting_standings_text_zh_cn", text);
    assert!(text.contains("第1轮") && text.contains("第3轮"), "{text}");

    // CSV: a byte-order mark, CRLF, and every cell back as written.
    let csv = standings(&results, &["--format", "csv"]);
    insta::assert_snapshot!("posting_standings_csv_zh_cn", csv);
    assert!(csv.starts_with('\u{feff}') && csv.contains("\r\n"));
    let rows = weiqi_quiz::csv::rows(&csv).unwrap();
    let header = &rows[0].1;
    assert_eq!(header[..5], ["名次", "棋手", "第1轮", "第2轮", "第3轮"]);
    let players: Vec<&Vec<String>> = rows[1..6].iter().map(|(_, cells)| cells).collect();
    let mut names: Vec<&str> = players.iter().map(|cells| cells[1].as_str()).collect();
    names.sort_unstable();
    let mut expected = NAMES;
    expected.sort_unstable();
    assert_eq!(names, expected);
    assert!(players.iter().all(|cells| cells.len() == header.len()));
    // The notes follow the rows: the order and the legend.
    assert_eq!(rows.len(), 8, "{rows:?}");

    // Markdown: one row per player with the crosstable columns, names escaped.
    let md = standings(&results, &["--format", "md"]);
    insta::assert_snapshot!("posting_standings_md_zh_cn", md);
    let table: Vec<&str> = md.lines().filter(|l| l.starts_with('|')).collect();
    assert_eq!(table.len(), 2 + NAMES.len(), "{md}");
    assert!(table[0].contains("| 第1轮 | 第2轮 | 第3轮 |"), "{md}");
    for line in &table {
        let pipes = line.replace(r"\|", "").matches('|').count();
        assert_eq!(pipes, header.len() + 1, "{line}");
    }
    assert!(md.contains(r"张\|三") && md.contains(r"\<李四\>") && md.contains(r"王\&五"));

    // HTML: prints on A4, no name unescaped.
    let html = standings(&results, &["--format", "html"]);
    insta::assert_snapshot!("posting_standings_html_zh_cn", html);
    assert!(html.contains("@page { size: A4"), "{html}");
    assert!(html.contains("<html lang=\"zh-CN\">"));
    assert!(!html.contains("<李四>") && !html.contains("王&五") && !html.contains("赵\"六"));
    assert!(html.contains("&lt;李四&gt;") && html.contains("王&amp;五"));
    assert!(html.contains("<title>weiqi-quiz</title>"));

    // SVG: well-formed, sized, and the names read back exactly.
    let svg = standings(&results, &["--format", "svg", title[0], title[1]]);
    insta::assert_snapshot!("posting_standings_svg_zh_cn", svg);
    assert!(svg.contains("Noto Sans CJK SC"));
    let texts = svg_texts(&svg);
    assert_eq!(texts[0], title[1]);
    for name in NAMES {
        assert!(texts.iter().any(|t| t == name), "{name}: {texts:?}");
    }
    assert!(texts.iter().any(|t| t == "轮空"), "{texts:?}");

    // --json is --format json, as it was.
    let json = standings(&results, &["--json"]);
    assert_eq!(json, standings(&results, &["--format", "json"]));
    let parsed: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(parsed.as_array().map(Vec::len), Some(5));
}

#[test]
fn the_pairing_list_in_every_format() {
    let text = pairing(&[]);
    assert!(text.starts_with("第2轮对阵\n"), "{text}");

    let csv = pairing(&["--format", "csv"]);
    let rows = weiqi_quiz::csv::rows(&csv).unwrap();
    assert_eq!(rows[0].1, ["台次", "黑方", "白方"]);
    assert_eq!(rows.len(), 5, "{csv}");
    assert!(rows[1..].iter().all(|(_, cells)| cells.len() == 3));

    let md = pairing(&["--format", "md", "--title", "市赛"]);
    insta::assert_snapshot!("posting_pairing_md_zh_cn", md);
    assert_eq!(md.lines().filter(|l| l.starts_with('|')).count(), 6);

    let html = pairing(&["--format", "html"]);
    assert!(html.contains("@page { size: A4;") && html.contains("<h2>第2轮对阵</h2>"));

    let texts = svg_texts(&pairing(&["--format", "svg"]));
    assert_eq!(texts[..4], ["第2轮对阵", "台次", "黑方", "白方"]);

    let json = pairing(&["--json"]);
    assert_eq!(json, pairing(&["--format", "json"]));
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&json).unwrap()["round"],
        2
    );
}

#[test]
fn json_and_format_are_one_option_and_out_writes_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let results = results(dir.path());
    let (_, err, code) = zh(&["rules", "standings", &results, "--json", "--format", "md"]);
    assert_eq!(code, Some(2), "{err}");

    let out = dir.path().join("成绩表.html");
    let (stdout, err, code) = zh(&[
        "rules",
        "standings",
        &results,
        "--format",
        "html",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert!(stdout.is_empty());
    assert!(err.contains("表格已写入"), "{err}");
    let html = std::fs::read_to_string(&out).unwrap();
    assert_eq!(html, standings(&results, &["--format", "html"]));
}
